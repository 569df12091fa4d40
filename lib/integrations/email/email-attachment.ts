/** A file sent with the message (an `.ics` invitation): base64 content, so the outbox stores it as JSON. */
export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };
