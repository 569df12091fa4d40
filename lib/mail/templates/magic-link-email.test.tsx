import { render, toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { MagicLinkEmail, magicLinkEmailSubject } from './magic-link-email';

const props = {
  studentName: 'Sophie Laurent',
  teacherName: 'Elena Márquez',
  signInUrl: 'https://lektio.test/auth/magic-link?teacher=demo#token=abc',
  expiresInMinutes: 15,
};

describe('MagicLinkEmail', () => {
  it('names the teacher, links the button and spells the link out, with the expiry', async () => {
    const html = await render(<MagicLinkEmail {...props} />);
    expect(html).toContain('Elena Márquez');
    expect(html).toContain('Sophie Laurent');
    expect(html.match(/href="https:\/\/lektio\.test\/auth\/magic-link\?teacher=demo#token=abc"/g)).toHaveLength(2);
    expect(html).toContain('Sign in to your portal');
    expect(html).toContain('The link works once and expires in 15 minutes.');
  });

  it('has a plain-text alternative with the link and the expiry', async () => {
    const text = toPlainText(await render(<MagicLinkEmail {...props} />));
    expect(text).toContain(props.signInUrl);
    expect(text).toContain('expires in 15 minutes');
    expect(text).not.toContain('<');
  });

  it('has a subject naming the teacher', () => {
    expect(magicLinkEmailSubject('Elena Márquez')).toBe("Your sign-in link for Elena Márquez's student portal");
  });
});
