import { useTranslations } from 'next-intl';
import { FlagField } from './flag-field';

const FLAGS = [
  { name: 'isTrial', key: 'trial' },
  { name: 'isUnlisted', key: 'unlisted' },
  { name: 'isPrivate', key: 'private' },
  { name: 'allowsRecurring', key: 'recurring' },
] as const;

/** Trial, unlisted, private and weekly series, each with what it does. */
export function ServiceVisibilityFields() {
  const t = useTranslations('teacherServiceEditor.visibility');
  return (
    <>
      {FLAGS.map(({ name, key }) => (
        <FlagField key={name} name={name} label={t(key)} explanation={t(`${key}Text`)} />
      ))}
    </>
  );
}
