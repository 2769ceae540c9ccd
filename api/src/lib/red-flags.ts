// The red-flag detector, the API's copy of shared-kernel/src/care/red-flags.ts (the API is built on
// its own and imports no front-end package). api/test/conversations/red-flags.test.ts checks that the
// body below is the kernel's byte for byte and runs both against the same cases.
// --- shared body below: keep identical to api/src/lib/red-flags.ts ---

/** What kind of emergency a phrase points at. */
export type RedFlagKind = 'chest-pain' | 'breathing' | 'unconscious' | 'bleeding' | 'suicide' | 'seizure' | 'stroke' | 'poisoning';

/**
 * Each kind and its patterns, matched against the normalised text (lower case, straight apostrophes,
 * "cant"/"can not" as "cannot", single spaces). Word boundaries on both ends.
 */
export const RED_FLAG_PATTERNS: Record<RedFlagKind, readonly string[]> = {
  'chest-pain': [
    'chest pains?',
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
    'choking',
    // Pidgin: "I no fit breathe", "e no dey breathe", "breath no dey come", "breath dey cut"
    '(?:no|not) (?:fit|sabi) (?:breathe?|breath)',
    '(?:no|not) dey breathe?',
    'breath (?:no|nor) (?:dey|de) (?:come|comot)',
    'breath (?:dey|de|don) cut',
  ],
  unconscious: [
    'unconscious',
    'unresponsive',
    'passed out',
    'fainted',
    'collapsed',
    'not waking up',
    "won't wake up",
    'will not wake up',
    // Pidgin: "e don faint", "she don collapse", "e no dey wake", "im no gree wake"
    '(?:don|done) (?:faint|collapse|fall down)',
    '(?:no|not) (?:dey|de|gree) wake',
    'no dey talk again',
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
    'overdos(?:e|ed|ing)',
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
  stroke: ['stroke', 'face (?:is )?drooping', 'cannot move (?:his|her|my) (?:arm|leg|side)'],
  poisoning: [
    'swallowed (?:poison|bleach|kerosene|insecticide|sniper)',
    'drank (?:poison|bleach|kerosene|insecticide|sniper)',
    // Pidgin: "e drink sniper", "e don drink poison"
    '(?:drink|chop|don drink) (?:poison|sniper|otapiapia|kerosene|bleach)',
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
