import { describe, it, expect } from 'vitest';
import { parseNewsletterOutput, subjectLineIcon } from '../../../src/core/formatting/newsletter.js';

const BODY = `# Acme IT Monthly: July Edition

Hi there,

Summer is here, and so are new phishing scams. Here's what you need to know.

**Upcoming webinar:** Join us on July 24 for a live Q&A.

Best regards,
The Acme IT Team`;

describe('parseNewsletterOutput', () => {
  it('parses a numbered list with bold quoted subjects and italic rationales', () => {
    const raw = `${BODY}

---

## Subject Line Recommendations

Here are four options to test:

1. **"Last Chance: Your Q3 Security Checklist Expires Friday"**
   *Rationale:* Creates urgency with a clear deadline.

2. **"Is Your Backup Really Working?"**
   *Rationale:* Sparks curiosity by posing a question.

3. **"3 Free Tools That Save You 5 Hours a Week"**
   *Rationale:* Highlights a concrete benefit and its value.

4. **"Your July IT Update from Acme"**
   *Rationale:* Familiar and on-brand.

Let me know if you would like more variations!
`;
    const { body, subjectLines } = parseNewsletterOutput(raw);
    expect(body).toBe(BODY);
    expect(subjectLines).toEqual([
      {
        subject: 'Last Chance: Your Q3 Security Checklist Expires Friday',
        rationale: 'Creates urgency with a clear deadline.',
        icon: 'urgency',
      },
      {
        subject: 'Is Your Backup Really Working?',
        rationale: 'Sparks curiosity by posing a question.',
        icon: 'curiosity',
      },
      {
        subject: '3 Free Tools That Save You 5 Hours a Week',
        rationale: 'Highlights a concrete benefit and its value.',
        icon: 'benefit',
      },
      {
        subject: 'Your July IT Update from Acme',
        rationale: 'Familiar and on-brand.',
        icon: 'mail',
      },
    ]);
  });

  it('parses "Subject Line N:" / "Rationale:" label pairs', () => {
    const raw = `${BODY}

**SUBJECT LINE OPTIONS:**

Subject Line 1: Don't miss our webinar — seats are limited
Rationale: Time-sensitive wording drives opens.

Subject Line 2: "What's hiding in your network?"
Rationale: A question that invites the reader in.

Subject Line 3: Cut IT costs by 30% this quarter
Rationale: Clear value proposition.
`;
    const { body, subjectLines } = parseNewsletterOutput(raw);
    expect(body).toBe(BODY);
    expect(subjectLines.map((s) => [s.subject, s.icon])).toEqual([
      ["Don't miss our webinar — seats are limited", 'urgency'],
      ["What's hiding in your network?", 'curiosity'],
      ['Cut IT costs by 30% this quarter', 'benefit'],
    ]);
    expect(subjectLines[1].rationale).toBe('A question that invites the reader in.');
  });

  it('parses option blocks, inline dashes and a table, and keeps text after the section', () => {
    const raw = `### Suggested Subject Lines
- **Option 1: Urgency**
  - Subject: "Only 48 hours left to register"
  - Why it works: Pressure of a deadline.
- **Option 2**
  - Subject: "The one setting most offices get wrong"
  - Why it works: Teases a little secret.
- "Welcome to the new Acme portal" - a warm, simple greeting
| # | Subject | Rationale |
|---|---|---|
| 4 | Save more with annual billing | Shows the savings |
| 5 | Hello from Acme | Friendly hello |

---

${BODY}`;
    const { body, subjectLines } = parseNewsletterOutput(raw);
    expect(body).toBe(BODY);
    expect(subjectLines).toEqual([
      {
        subject: 'Only 48 hours left to register',
        rationale: 'Pressure of a deadline.',
        icon: 'urgency',
      },
      {
        subject: 'The one setting most offices get wrong',
        rationale: 'Teases a little secret.',
        icon: 'curiosity',
      },
      {
        subject: 'Welcome to the new Acme portal',
        rationale: 'a warm, simple greeting',
        icon: 'mail',
      },
      { subject: 'Save more with annual billing', rationale: 'Shows the savings', icon: 'mail' },
      { subject: 'Hello from Acme', rationale: 'Friendly hello', icon: 'mail' },
    ]);
  });

  it('reads subjects on the line after an empty label and skips preview text', () => {
    const raw = `${BODY}

Subject Lines:
**Subject Line A:**
"Your exclusive invite inside"
Preview text: Save your seat today
Rationale: Exclusivity adds value.
**Subject Line B:**
Quick question about your backups?
`;
    const { body, subjectLines } = parseNewsletterOutput(raw);
    expect(body).toBe(BODY);
    expect(subjectLines).toEqual([
      {
        subject: 'Your exclusive invite inside',
        rationale: 'Exclusivity adds value.',
        icon: 'benefit',
      },
      { subject: 'Quick question about your backups?', rationale: '', icon: 'curiosity' },
    ]);
  });

  it('leaves the newsletter alone without a recommendation section', () => {
    const raw = `Subject Line: Your July update\n\n${BODY}`;
    expect(parseNewsletterOutput(raw)).toEqual({ body: raw, subjectLines: [] });
    expect(parseNewsletterOutput(`${BODY}\n\n---\n`)).toEqual({ body: BODY, subjectLines: [] });
  });
});

describe('subjectLineIcon', () => {
  it('chooses by keyword: urgency/time, curiosity/question, benefit/value, else mail', () => {
    expect(subjectLineIcon('Creates URGENCY')).toBe('urgency');
    expect(subjectLineIcon('A timely reminder')).toBe('urgency');
    expect(subjectLineIcon('Piques curiosity')).toBe('curiosity');
    expect(subjectLineIcon('Opens with a question')).toBe('curiosity');
    expect(subjectLineIcon('Focuses on the benefits')).toBe('benefit');
    expect(subjectLineIcon('Shows clear value')).toBe('benefit');
    expect(subjectLineIcon('Friendly and personal')).toBe('mail');
    expect(subjectLineIcon('', 'Are you ready?')).toBe('curiosity');
  });
});
