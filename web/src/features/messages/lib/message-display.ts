import type { ConversationSummary, Message } from '@shared/schemas/conversation';

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "3:42 PM" today, "Nov 26, 3:42 PM" before, in the reader's own zone. */
export function sentAtLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeOfDay.format(date) : dayAndTime.format(date);
}

/** Who wrote a message, as its reader says it: "You", or the person's first name. */
export function senderName(
  message: Pick<Message, 'sender' | 'mine'>,
  names: Pick<ConversationSummary, 'studentFirstName' | 'employerFirstName'>,
): string {
  if (message.mine) return 'You';
  return message.sender === 'student' ? names.studentFirstName : names.employerFirstName;
}

/** The inbox's line for a conversation: whom it is with (a guardian sees both names). */
export function conversationWith(conversation: ConversationSummary): string {
  return conversation.viewer === 'guardian'
    ? `${conversation.studentFirstName} and ${conversation.employerFirstName}`
    : conversation.otherPartyFirstName;
}
