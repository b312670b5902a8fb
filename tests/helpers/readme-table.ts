/** The assets README's tables as the content tests read them (they check each table says what the files say). */

/**
 * The rows of the README table whose header starts with `header`, each split into trimmed cells,
 * with the marks `drop` matches taken out (code marks by default).
 */
export function tableRows(readme: string, header: string, drop: RegExp = /`/g): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) throw new Error(`no table headed "${header}" in the assets README`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(drop, '')),
    );
  }
  return rows;
}
