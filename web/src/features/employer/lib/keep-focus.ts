import type { MouseEvent } from 'react';

/**
 * For a form's buttons: a press leaves focus in the field being edited. Otherwise the field's check on
 * blur can show or hide a message, move the button between mousedown and mouseup, and lose the click.
 * The button's own action checks every field anyway.
 */
export const keepFocus = (event: MouseEvent<HTMLElement>) => event.preventDefault();
