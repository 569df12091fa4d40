import { FlagField } from './flag-field';

/** Trial, unlisted and private, each with what it does. */
export function ServiceVisibilityFields() {
  return (
    <>
      <FlagField
        name="isTrial"
        label="Trial"
        explanation="A first, introductory session. Your public page lists trials first."
      />
      <FlagField
        name="isUnlisted"
        label="Unlisted"
        explanation="Not shown on your public page, but anyone with the link can open and buy it."
      />
      <FlagField
        name="isPrivate"
        label="Private"
        explanation="Never shown to visitors, not even with the link. For services you arrange with students yourself."
      />
      <FlagField
        name="allowsRecurring"
        label="Students may book a weekly series"
        explanation="Students with credits can book the same time every week or fortnight themselves. You can always book a series for them."
      />
    </>
  );
}
