/** Words too common to tell passages apart, in the languages most companies write in. */
const COMMON = new Set(
  (
    'the and for with that this from your our are was were will have has had not but you they ' +
    'their about into more than what when which who how all can its also been being over such ' +
    'some any each other only very just them then there these those would could should make ' +
    'der die das und mit für von den dem des ein eine einer ist sind wir ihr sie auf aus bei ' +
    'les des une est pour avec dans sur par pas qui que vous nous ses aux ces ' +
    'los las una por con para del que como más sus ' +
    'het een van met voor zijn ook niet ' +
    'che per con una sono della delle degli'
  ).split(' '),
);

/** At most this many words of a form are searched for (the longest, as the rarest guess). */
const MOST_TERMS = 24;

/**
 * The words of a text worth searching the knowledge library for: letters and digits only
 * (nothing of the search syntax), lowercased, three characters or more (one or more for
 * scripts written without spaces), the most common words left out, each once.
 */
export function queryTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    const long =
      word.length >= 3 ||
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(
        word,
      );
    if (long && !COMMON.has(word) && word.length <= 60) seen.add(word);
  }
  return [...seen].sort((a, b) => b.length - a.length).slice(0, MOST_TERMS);
}
