/** Inline styles of the session e-mails (as the other templates: mail clients drop <style>). */
export const noticeStyles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  when: { color: '#111827', fontSize: '17px', fontWeight: 600, lineHeight: '26px', margin: '0 0 16px' },
  was: {
    color: '#6b7280',
    fontSize: '14px',
    lineHeight: '22px',
    margin: '-8px 0 16px',
    textDecoration: 'line-through',
  },
  button: {
    backgroundColor: '#4f46e5',
    borderRadius: '8px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 22px',
    textDecoration: 'none',
  },
  small: { color: '#6b7280', fontSize: '13px', lineHeight: '20px', margin: '20px 0 4px' },
  link: { color: '#4f46e5', fontSize: '15px', lineHeight: '24px', wordBreak: 'break-all' },
} as const;
