/**
 * The texts Lektio sends: short (one 160-character segment where the names allow), saying which
 * teacher sends them, as carriers expect. English for now; the languages work translates them.
 */
export function reminderText({
  teacherName,
  serviceName,
  when,
  meetingUrl,
}: {
  teacherName: string;
  serviceName: string;
  when: string;
  meetingUrl: string | null;
}): string {
  const join = meetingUrl ? ` Join: ${meetingUrl}` : '';
  return `${teacherName} (Lektio): reminder, ${serviceName} ${when}.${join} Reply STOP to stop texts.`;
}

export function verificationText({ teacherName, code }: { teacherName: string; code: string }): string {
  return `${code} is your Lektio code to receive texts from ${teacherName}. It expires in 10 minutes.`;
}
