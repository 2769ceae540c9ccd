// The red-flag detector, the API's copy of care-kit/src/red-flags.ts (the API is built on
// its own and imports no front-end package). api/test/ask-a-pharmacist/red-flags.test.ts checks that the
// body below is the kernel's byte for byte and runs both against the same cases.
// --- shared body below: keep identical to api/src/platform/lib/red-flags.ts ---

/** What kind of emergency a phrase points at. */
export type RedFlagKind =
  | 'chest-pain'
  | 'breathing'
  | 'unconscious'
  | 'bleeding'
  | 'suicide'
  | 'seizure'
  | 'stroke'
  | 'poisoning'
  | 'overdose';

/**
 * Each kind and its patterns, matched against the normalised text (lower case, straight apostrophes,
 * "cant"/"can not" as "cannot", single spaces). Word boundaries on both ends.
 */
export const RED_FLAG_PATTERNS: Record<RedFlagKind, readonly string[]> = {
  'chest-pain': [
    'chest pains?',
    // Common misspellings: "chest pian", "cheast pain", "chesst pain".
    '(?:chest|cheast|chesst|chets) (?:pians?|paine|pains?)',
    'pain in (?:my|his|her|the) chest',
    'chest (?:is )?(?:tight|tightness|pressure)',
    'heart attack',
    // Pidgin: "my chest dey pain me", "chest dey pain am"
    'chest (?:dey|de|don) (?:pain|hurt|tight)',
  ],
  breathing: [
    'cannot breathe?',
    'can ?not breath(?:e|ing)',
    'unable to breathe?',
    'difficulty (?:in )?breathing',
    'struggling to breathe?',
    'not breathing',
    'stopped breathing',
    'short(?:ness)? of breath',
    'out of breath',
    'breathless(?:ness)?',
    'gasping(?: for (?:air|breath))?',
    '(?:hard|difficult) to breathe?',
    '(?:trouble|problem|problems) (?:breathing|with (?:his|her|my) breathing)',
    'choking',
    'cannot catch (?:my|his|her|their|im) breath',
    '(?:hardly|barely) (?:breathe?|breathing)',
    'struggling (?:for (?:breath|air))',
    'breathing difficult(?:y|ies)',
    'fighting for (?:breath|air)',
    // Common misspellings: "brething", "breatheing", "breething", "breath" for "breathe".
    '(?:cannot|not|no|difficulty|trouble|hard to) (?:brething|breatheing|breething|brethe|breth)',
    '(?:brething|breatheing|breething) (?:problem|difficulty|wahala|hard)',
    // Pidgin: "I no fit breathe", "e no dey breathe", "breath no dey come", "breath dey cut"
    '(?:no|not) (?:fit|sabi) (?:breathe?|breath)',
    '(?:no|not) dey breathe?',
    '(?:no|not) dey (?:brethe|breth|brething|breathe well|breath well)',
    'breathe? (?:no|nor) (?:dey|de) (?:come|comot|go)',
    'breathe? (?:dey|de) (?:hard|tight|do am)',
    'breath (?:no|nor) (?:dey|de) (?:come|comot)',
    'breath (?:dey|de|don) cut',
  ],
  unconscious: [
    'unconscious',
    'unresponsive',
    'passed out',
    'fainted',
    'fainting',
    'collaps(?:ed|ing)',
    'slumped',
    '(?:fell|fall|falls) (?:down )?unconscious',
    'blacked out',
    "(?:cannot|will not|won't) wake (?:him|her|them)(?: up)?",
    'not waking up',
    "won't wake up",
    'will not wake up',
    // Pidgin: "e don faint", "she don collapse", "e no dey wake", "im no gree wake"
    '(?:don|done) (?:faint|collapse|fall down|slump)',
    '(?:faint|collapse) (?:don|done) (?:happen|catch)',
    'e (?:faint|collapse) (?:for|for the) (?:ground|floor)',
    '(?:no|not) (?:dey|de|gree) wake',
    'no dey talk again',
    '(?:no|not) (?:dey|de) respond',
    '(?:he|she|they|baby|e|im) (?:is |are )?(?:unresponsive|not responding)',
    // Misspellings and the present for the past: "colapsed", "collasped", "she collapse", "he faint".
    'col+aps(?:ed|ing)',
    'collasp(?:e|ed|ing)',
    '(?:he|she|e|im|baby) (?:just |suddenly )?(?:faint|fainted|fainting|collapse|collapsed)',
  ],
  bleeding: [
    'bleeding (?:heavily|a lot|badly|profusely|seriously)',
    'heavy bleeding',
    "bleeding (?:that |and it )?(?:won't|will not|does not|doesn't) stop",
    'losing (?:a lot of )?blood',
    'vomiting blood',
    'coughing (?:up )?blood',
    // Pidgin: "blood dey comot plenty", "blood no gree stop", "e dey bleed well well"
    'blood (?:dey|de|don) (?:comot|come out|pour|rush)',
    'blood (?:no|nor) (?:gree|wan|dey) stop',
    'dey bleed (?:well well|plenty|too much)',
  ],
  suicide: [
    'suicid(?:e|al)',
    'kill (?:my ?self|himself|herself)',
    'end (?:my|his|her) (?:own )?life',
    'take (?:my|his|her) (?:own )?life',
    '(?:want|wants|going) to die',
    // Pidgin: "I wan kill myself", "I wan die", "make I die", "I go end am"
    'wan(?:t)? (?:kill|finish) (?:my ?self|himself|herself|imself)',
    '(?:i|im|e|she|he) wan die',
    'make i (?:just )?die',
  ],
  seizure: [
    'seizures?',
    'convuls(?:ion|ions|ing)',
    'having a fit',
    // Pidgin: "e dey shake for ground", "e dey convulse"
    'dey (?:convulse|shake for (?:ground|floor))',
  ],
  stroke: [
    'stroke',
    'face (?:is )?(?:drooping|dropping|droopy|sagging)',
    // "one side of his face is dropping", "the left side of her face has dropped"
    '(?:one|the left|the right|left|right) side of (?:his|her|my|the|im|their) (?:face|mouth|body) (?:is |has |has gone |went |don )?(?:drooping|dropping|dropped|drooped|droopy|sagging|twisted|weak|numb|dead|paralys(?:ed|is))',
    '(?:cannot|unable to) (?:move|lift|raise|feel|use) (?:his|her|my|im|their|the) (?:left |right )(?:arm|leg|hand|side)',
    '(?:cannot|unable to) (?:lift|raise) (?:his|her|my|im|their|the) (?:arm|leg|hand|arms)',
    'no (?:strength|power|feeling) (?:in|for) (?:his|her|my|im|their|the) (?:left |right )?(?:arm|leg|hand|side)',
    '(?:face|mouth) (?:has )?(?:dropped|drooped|twisted)(?: to one side)?',
    'cannot move (?:his|her|my) (?:arm|leg|side)',
    // One-sided weakness: "weak on one side", "left side is weak", "right arm is numb".
    '(?:weak|weakness|numb|numbness|paralys(?:ed|is)) (?:on|in) (?:one|the (?:left|right)) side',
    '(?:one|left|right) side (?:of (?:his|her|my|the) (?:body|face) )?(?:is |has gone |went )?(?:weak|numb|dead|paralys(?:ed|is))',
    '(?:left|right) (?:arm|leg|hand) (?:is |has gone |went )?(?:weak|numb|dead|paralys(?:ed|is))',
    'slurred speech',
    'speech (?:is )?slurr(?:ed|ing)',
    // Pidgin: "one side of im body no dey work", "im hand no dey move", "mouth don twist"
    'one side (?:of (?:im|her|his|my) body )?(?:no|nor) (?:dey|de) (?:work|move)',
    '(?:im|her|his|my) (?:hand|leg) (?:no|nor) (?:dey|de) move',
    'mouth (?:don|done) (?:twist|turn|shift)',
    '(?:face|mouth) (?:don|done) (?:twist|turn|shift|drop|fall)',
    'body (?:don|done) (?:weak|die|dead) (?:for )?one side',
    '(?:im|her|his|my) (?:left |right )(?:hand|leg|arm) (?:no|nor) (?:dey|de) (?:move|work)',
    '(?:hand|leg|arm) (?:no|nor) (?:dey|de) (?:move|work) for one side',
  ],
  poisoning: [
    'swallowed (?:poison|bleach|kerosene|insecticide|sniper)',
    'drank (?:poison|bleach|kerosene|insecticide|sniper)',
    // Pidgin: "e drink sniper", "e don drink poison"
    '(?:drink|chop|don drink) (?:poison|sniper|otapiapia|kerosene|bleach)',
  ],
  overdose: [
    'overdos(?:e|ed|ing)',
    'too many (?:tablets|pills|capsules|drugs)',
    '(?:took|taken|swallowed|drank|don take|don swallow|don drink) too much (?:of )?(?:the |my |his |her |im )?(?:paracetamol|panadol|tramadol|codeine|medicine|medication|drugs?|tablets?|pills?|syrup)',
    // A number of a named medicine: "swallowed 30 paracetamol", "took 20 tramadol".
    '(?:took|taken|swallowed|swallow|ate|chop|don take|don swallow|don chop) (?:about |like |over |up to )?(?:1[5-9]|[2-9][0-9]|[1-9][0-9]{2,}|fifteen|twenty|thirty|forty|fifty|hundred) (?:paracetamol|panadol|tramadol|codeine|diazepam|valium|aspirin|ibuprofen|sleeping|blood pressure|of (?:them|it|am))',
    // At once, 15 or more: "I took 30 tablets", "she swallowed 20 pills", "he has taken 15 of the capsules"
    // (a course, "taken 12 tablets over 3 days", is not flagged).
    '(?:took|taken|swallowed|swallow|ate|chop|don take|don swallow|don chop) (?:about |like |over |up to )?(?:1[5-9]|[2-9][0-9]|[1-9][0-9]{2,}|fifteen|twenty|thirty|forty|fifty|hundred) (?:of (?:the|my|his|her|im) )?(?:tablets?|pills?|capsules?|caps|tabs)',
    // "swallowed all the pills", "took the whole bottle"; Pidgin: "e swallow all the drugs", "im don chop all the tablet"
    '(?:swallowed|swallow|ate|chop|don swallow|don chop) (?:all|the whole|a whole) (?:of )?(?:the |my |his |her |im )?(?:tablets?|pills?|capsules?|drugs?|medicines?|bottle|pack|packet|sachet)',
    '(?:took|taken|drank|drink|don take|don drink) (?:a|the) (?:whole|full|entire) (?:bottle|pack|packet|strip|sachet)',
  ],
};

/** The text as the patterns read it. */
export function normaliseForRedFlags(text: string): string {
  return (
    ` ${text} `
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/\bcan'?t\b/g, 'cannot')
      .replace(/\bcan not\b/g, 'cannot')
      .replace(/\bcouldn'?t\b/g, 'cannot')
      .replace(/\bwont\b/g, "won't")
      .replace(/\bdoesnt\b/g, "doesn't")
      // Letters, digits, apostrophes; everything else is a space.
      .replace(/[^a-z0-9']+/g, ' ')
      .replace(/\s+/g, ' ')
  );
}

const COMPILED: [RedFlagKind, RegExp][] = (Object.keys(RED_FLAG_PATTERNS) as RedFlagKind[]).map((kind) => [
  kind,
  new RegExp(`(?:^|[^a-z0-9'])(?:${RED_FLAG_PATTERNS[kind].join('|')})(?=$|[^a-z0-9'])`),
]);

/** The kinds of emergency the text mentions (empty when none), in the order of RED_FLAG_PATTERNS. */
export function detectRedFlags(text: string): RedFlagKind[] {
  const normal = normaliseForRedFlags(text);
  return COMPILED.filter(([, pattern]) => pattern.test(normal)).map(([kind]) => kind);
}

/** True when the text names an emergency. */
export const hasRedFlag = (text: string): boolean => detectRedFlags(text).length > 0;

/** The emergency numbers, in the order to call them: 112 anywhere in Nigeria; 767 (LASAMBUS) in Lagos. */
export const EMERGENCY_NUMBERS = [
  { number: '112', label: 'National emergency line (anywhere in Nigeria)' },
  { number: '767', label: 'Lagos State Ambulance Service (LASAMBUS), in Lagos' },
] as const;
