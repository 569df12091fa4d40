import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/core/locale';

/** Inline styles only: many mail clients drop <style> blocks and external CSS. */
const styles = {
  body: { backgroundColor: '#f4f4f7', fontFamily: 'Inter, Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '12px', maxWidth: '520px', margin: '0 auto', padding: '32px' },
  brand: { color: '#4f46e5', fontSize: '14px', fontWeight: 600, letterSpacing: '0.04em', margin: '0 0 16px' },
  rule: { borderColor: '#e5e7eb', margin: '28px 0 16px' },
  footer: { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: 0 },
} as const;

export type EmailLayoutProps = {
  /** Inbox preview line (hidden in the body). */
  preview: string;
  /** Small print under the rule: why the reader got this message. */
  footer: ReactNode;
  children: ReactNode;
  /** The reader's language (the student's or the teacher's `locale`): `<html lang>` says it. */
  locale?: Locale;
};

/** The frame every Lektio e-mail shares: brand line, white card, footer. */
export function EmailLayout({ preview, footer, children, locale = defaultLocale }: EmailLayoutProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>LEKTIO</Text>
          <Section>{children}</Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
