/** The school's rules as numbers, so pages and tests read the same figures. */
export const RULES = {
  /** More than this many late marks sends a student home. */
  lateMarksAllowed: 3,
  /** This many pink cards can lead to suspension. */
  pinkCardsForSuspension: 3,
  withdrawalNoticeMonths: 1,
  termsUpToStdVIII: 2,
  termsStdIXAndX: 3,
  schoolYearBegins: 'June',
  /** Per subject, per term, in Std IX and X. */
  passMarkPercentStdIXAndX: 35,
  stdVToVIIIWrittenMarks: 80,
  stdVToVIIIInternalMarks: 20,
  stdIToIVUnitTestMarks: 25,
  /** An absence longer than this needs written notice to the principal. */
  absenceDaysBeforeWrittenNotice: 3,
  /** Unauthorised absence this long can lead to removal from the roll. */
  unauthorisedAbsenceMonthsForRemoval: 1,
} as const;

export const RULE_TEXT = {
  lateMarks: `A student who gets more than ${RULES.lateMarksAllowed} late marks is sent home.`,
  pinkCards: `${RULES.pinkCardsForSuspension} pink cards can lead to suspension.`,
  withdrawal: `${RULES.withdrawalNoticeMonths === 1 ? "One month's" : `${RULES.withdrawalNoticeMonths} months'`} notice is required to withdraw a student.`,
  terms: `The school year begins in ${RULES.schoolYearBegins}. It has two terms up to Std VIII and three terms for Std IX and X.`,
  passMark: `In Std IX and X the pass mark is ${RULES.passMarkPercentStdIXAndX}% in each subject in each term.`,
  marksSplit: `In Std V to VIII each term is assessed out of 100: ${RULES.stdVToVIIIWrittenMarks} marks for the written examination and ${RULES.stdVToVIIIInternalMarks} for internal assessment.`,
  unitTests: `In Std I to IV each unit test is of ${RULES.stdIToIVUnitTestMarks} marks.`,
  absenceNotice: `An absence of more than ${RULES.absenceDaysBeforeWrittenNotice} days requires written notice to the principal.`,
  removalFromRoll: `A month of unauthorised absence can lead to the student's name being removed from the roll.`,
} as const;
