/** A command line as a POSIX shell would take it back: words quoted where they need it. */
export function commandLine(words: readonly string[]): string {
  return words
    .map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replaceAll("'", `'\\''`)}'`))
    .join(' ')
}
