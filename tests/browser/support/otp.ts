/** The newest one-time code texted to `to`, read from the server's log of kept outbox messages ('' before any). */
export function latestCode(logs: string, to: string) {
  const codes = logs.split('\n').flatMap((line) => {
    const match =
      line.includes(`"to":"${to}"`) && line.includes('"kind":"otp"') ? /"body":"(\d{6}) is your BookMitra code/.exec(line) : null;
    return match?.[1] ? [match[1]] : [];
  });
  return codes.at(-1) ?? '';
}
