import { describe, expect, it } from 'vitest';
import {
  contactUnlocks,
  findContactDetails,
  HIDDEN_CONTACT,
  hiddenNotice,
  maskContactDetails,
  NOTHING_UNLOCKED,
  warningBeforeSending,
} from './contact-details';
import { disguisedContactDetails, ordinaryMessages } from './contact-details-table';

describe('contact details in messages', () => {
  it('has a table of at least 40 disguised details and 20 ordinary messages', () => {
    expect(disguisedContactDetails.length).toBeGreaterThanOrEqual(40);
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(disguisedContactDetails)('hides $kind in "$text"', ({ text, kind, secret }) => {
    const masked = maskContactDetails(text);
    expect(masked.masked).toBe(true);
    expect(masked.hidden).toContain(kind);
    expect(masked.text).toContain(HIDDEN_CONTACT);
    expect(masked.text).not.toContain(secret);
    expect(findContactDetails(text).map((span) => span.kind)).toContain(kind);
  });

  it.each(ordinaryMessages)('leaves "%s" exactly as written', (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(maskContactDetails(text)).toEqual({ text, masked: false, hidden: [] });
  });

  it('keeps the words around a hidden detail', () => {
    expect(maskContactDetails('Hi! Call 512-555-0199 after 5, thanks').text).toBe(
      `Hi! Call ${HIDDEN_CONTACT} after 5, thanks`,
    );
    expect(maskContactDetails('You can also text me at (512) 555-0188.').text).toBe(
      `You can also text me at ${HIDDEN_CONTACT}.`,
    );
    expect(maskContactDetails('snap: maya.k or email maya@example.com').text).toBe(
      `${HIDDEN_CONTACT} or email ${HIDDEN_CONTACT}`,
    );
  });

  it('shows only the kinds that are unlocked', () => {
    const text = 'call 512-555-0199 or maya@example.com';
    const phoneOnly = maskContactDetails(text, { ...NOTHING_UNLOCKED, phone: true });
    expect(phoneOnly.text).toBe(`call 512-555-0199 or ${HIDDEN_CONTACT}`);
    expect(phoneOnly.hidden).toEqual(['email']);
    const all = maskContactDetails(text, { phone: true, email: true, link: true, handle: true });
    expect(all).toEqual({ text, masked: false, hidden: [] });
  });

  it('unlocks nothing before acceptance, everything for an adult after it, and at most phones for a minor', () => {
    const minor = { studentIsMinor: true, guardianAllowsPhone: true };
    expect(contactUnlocks({ accepted: false, studentIsMinor: false, guardianAllowsPhone: true })).toEqual(
      NOTHING_UNLOCKED,
    );
    expect(contactUnlocks({ accepted: true, studentIsMinor: false, guardianAllowsPhone: false })).toEqual({
      phone: true,
      email: true,
      link: true,
      handle: true,
    });
    expect(contactUnlocks({ accepted: true, ...minor })).toEqual({ ...NOTHING_UNLOCKED, phone: true });
    expect(contactUnlocks({ accepted: true, ...minor, guardianAllowsPhone: false })).toEqual(
      NOTHING_UNLOCKED,
    );
  });

  it('tells the sender what was hidden and why', () => {
    const before = { accepted: false, studentIsMinor: false, guardianAllowsPhone: false };
    expect(hiddenNotice(['phone'], before)).toBe(
      'We hid a phone number in this message. Contact details stay hidden until the application is accepted, so please keep talking here for now.',
    );
    expect(
      hiddenNotice(['phone', 'email', 'link'], { ...before, accepted: true, studentIsMinor: true }),
    ).toMatch(/^We hid a phone number, an e-mail address and a link in this message\. For students under 18/);
  });

  it('warns the composer with the same rule before sending', () => {
    expect(warningBeforeSending('See you at 3:30 pm!', NOTHING_UNLOCKED, false)).toBeNull();
    expect(warningBeforeSending('call five one two 555 0199 or @maya_k', NOTHING_UNLOCKED, false)).toBe(
      'This message has a phone number and a social or payment handle: it will be hidden when you send it. Contact details stay hidden until the application is accepted.',
    );
    expect(warningBeforeSending('512-555-0199', { ...NOTHING_UNLOCKED, phone: true }, true)).toBeNull();
  });
});
