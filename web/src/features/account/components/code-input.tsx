import { useState } from 'react';
import { inputClass } from '../../../components/ui/ui.ts';

export const codeLength = 6;

/**
 * A one-time code field: digits only, whatever is typed or pasted ("123 456", or the SMS text), so
 * the browser never blocks a keystroke or rejects the form over a space. It opens empty and focused.
 */
export function CodeInput({ id }: { id: string }) {
  const [code, setCode] = useState('');
  return (
    <input
      id={id}
      name="code"
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
      inputMode="numeric"
      autoComplete="one-time-code"
      // The code step exists only to take this field: the cursor waits in it for the SMS.
      autoFocus
      required
      className={`${inputClass} tracking-[0.5em]`}
      data-testid="otp-code"
    />
  );
}
