import {
  PATHS,
  describeScheduleChange,
  formatLongDate,
  gamePath,
  scheduleChangeTitle,
  type ContactMessage,
  type DateString,
  type ScheduleChangeSummary,
} from '@csz/core';
import type { Mail } from './mailer';

/** Where links in emails point, and who the staff are. */
export interface MailContext {
  /** The site's public address. */
  publicUrl: string;
  /** Where contact-form messages go (STAFF_EMAIL). */
  staffEmail: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A heading and a list of links in a mail's HTML, each item's text and address escaped. */
interface MailSection {
  heading: string;
  items: { text: string; href: string; label: string }[];
  footer?: { href: string; label: string };
}

function sectionHtml({ heading, items, footer }: MailSection): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const list = items
    .map((i) => `<li>${escapeHtml(i.text)}: ${link(i.href, i.label)}</li>`)
    .join('');
  const more = footer == null ? '' : `<p>${link(footer.href, footer.label)}</p>`;
  return `<h3>${escapeHtml(heading)}</h3><ul>${list}</ul>${more}`;
}

function sectionText({ heading, items, footer }: MailSection): string {
  const lines = items.map((i) => `- ${i.text}: ${i.href}`);
  return [
    `${heading}`,
    ...lines,
    ...(footer == null ? [] : [`${footer.label}: ${footer.href}`]),
  ].join('\n');
}

function layout(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  sections: readonly MailSection[] = [],
): string {
  const body =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') + sections.map(sectionHtml).join('');
  const button =
    link == null
      ? ''
      : `<p><a href="${escapeHtml(link.href)}" style="background:#1f3a68;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>`;
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222"><h2>${escapeHtml(title)}</h2>${body}${button}<p style="color:#777;font-size:12px">CSZ high school sports</p></body></html>`;
}

/** The password reset email: a code to type, and a link that fills it in (spec §4 "Password reset"). */
export function passwordResetMail(ctx: MailContext, to: string, code: string, token: string): Mail {
  const link = `${ctx.publicUrl}/forgot-password-change?email=${encodeURIComponent(to)}&token=${encodeURIComponent(token)}`;
  const lines = [
    'Someone asked to reset the password of your CSZ account.',
    `Your reset code is ${code}. It works for 30 minutes.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Your CSZ password reset code',
    text: `${lines.join('\n\n')}\n\nOr open this link: ${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset password' }),
  };
}

/** The account restore email (spec §8 'Your account is not active at this time'). */
export function restoreAccountMail(ctx: MailContext, to: string, token: string): Mail {
  const link = `${ctx.publicUrl}/login?restore=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  const lines = [
    'Your CSZ account is not active. Open the link below within 24 hours to restore it.',
  ];
  return {
    to,
    subject: 'Restore your CSZ account',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Restore your account', lines, { href: link, label: 'Restore my account' }),
  };
}

/** The email a member gets when a role is approved or declined (spec §4 "Role"). */
export function roleDecisionMail(
  ctx: MailContext,
  to: string,
  role: string,
  place: string,
  approved: boolean,
): Mail {
  const lines = approved
    ? [`Your role as ${role} at ${place} has been approved. You can use it now.`]
    : [
        `Your request to be ${role} at ${place} was not approved. Contact us if you think this is a mistake.`,
      ];
  return {
    to,
    subject: approved ? `Your ${role} role is approved` : `Your ${role} role request`,
    text: `${lines.join('\n\n')}\n\n${ctx.publicUrl}/my-account/profile\n`,
    html: layout(approved ? 'Role approved' : 'Role not approved', lines, {
      href: `${ctx.publicUrl}/my-account/profile`,
      label: 'My account',
    }),
  };
}

/** An invitation to follow a team (spec §7 invitemember). */
export function invitationMail(
  ctx: MailContext,
  to: string,
  firstName: string,
  inviter: string,
  role: string,
  place: string,
): Mail {
  const link = `${ctx.publicUrl}/sign-up?email=${encodeURIComponent(to)}`;
  const lines = [
    `Hi ${firstName},`,
    `${inviter} invited you to follow ${place} on CSZ as ${role}: scores, schedules and updates for your team.`,
  ];
  return {
    to,
    subject: `${inviter} invited you to follow ${place}`,
    text: `${lines.join('\n\n')}\n\nCreate your account: ${link}\n`,
    html: layout('You are invited', lines, { href: link, label: 'Create my account' }),
  };
}

/** A contact-form message, for the staff (spec §5 "Contact"); a reply goes to its author. */
export function contactMail(ctx: MailContext, message: ContactMessage): Mail {
  const gameLink = message.gameId == null ? null : `${ctx.publicUrl}/scores/view/${message.gameId}`;
  const about = [`From: ${message.email}`];
  if (gameLink != null) about.push(`About: ${message.gameName ?? 'a game'} (${gameLink})`);
  else if (message.gameName != null) about.push(`About: ${message.gameName}`);
  about.push(`Subject: ${message.subject}`);
  const text = message.text ?? '(no message)';
  return {
    to: ctx.staffEmail,
    replyTo: message.email,
    subject: `Contact: ${message.subject}`,
    text: `${about.join('\n')}\n\n${text}\n`,
    html: layout(
      'Contact form',
      [...about, ...text.split(/\n\s*\n/)],
      gameLink == null ? undefined : { href: gameLink, label: 'Open the game' },
    ),
  };
}

/** A school's games without a score in a reminder: each with its signed upload link. */
export interface ReminderSchool {
  schoolName: string;
  /** The school's missing-scores report page (/ms-rp-ad/:reportId). */
  reportUrl: string;
  games: { title: string; link: string }[];
}

/**
 * The nightly reminder (issue 16) to a head coach or athletic director: tonight's games of their
 * schools that have no final score, each with a link that reports it without logging in.
 */
export function scoreReminderMail(
  to: string,
  firstName: string | null,
  night: DateString,
  schools: readonly ReminderSchool[],
): Mail {
  const lines = [
    `Hi ${firstName ?? 'coach'},`,
    `These games of ${formatLongDate(night)} have no final score on CSZ yet. We aim to post every final by 11 pm: please report each one with its link, no login needed. The links work for 7 days and only for you.`,
  ];
  const sections: MailSection[] = schools.map((school) => ({
    heading: school.schoolName,
    items: school.games.map((g) => ({ text: g.title, href: g.link, label: 'Report the score' })),
    footer: { href: school.reportUrl, label: `Every missing score of ${school.schoolName}` },
  }));
  return {
    to,
    subject: "Tonight's missing scores: please report them by 11 pm",
    text: `${lines.join('\n\n')}\n\n${sections.map(sectionText).join('\n\n')}\n`,
    html: layout('Missing scores tonight', lines, undefined, sections),
  };
}

/** A league's games of the night before that still have no score, in a morning summary. */
export interface SummaryLeague {
  leagueName: string;
  missing: number;
  /** The league's missing-scores report page (/ms-rp/:reportId). */
  reportUrl: string;
  /** The league's possible duplicate games (/mc-rp-ad/:reportId), when there are any. */
  duplicatesUrl: string | null;
}

/** The morning-after summary (issue 16) to a league director: last night's scores still missing. */
export function missingScoresSummaryMail(
  to: string,
  firstName: string | null,
  night: DateString,
  leagues: readonly SummaryLeague[],
): Mail {
  const lines = [
    `Hi ${firstName ?? 'director'},`,
    `Some games of ${formatLongDate(night)} in your leagues still have no final score. Their coaches and athletic directors were reminded last night.`,
  ];
  const sections: MailSection[] = leagues.map((league) => ({
    heading: league.leagueName,
    items: [
      {
        text: `${league.missing} game${league.missing === 1 ? '' : 's'} without a score`,
        href: league.reportUrl,
        label: 'Open the report',
      },
      ...(league.duplicatesUrl == null
        ? []
        : [
            {
              text: 'Possible duplicate games',
              href: league.duplicatesUrl,
              label: 'Open the list',
            },
          ]),
    ],
  }));
  return {
    to,
    subject: `Missing scores from ${formatLongDate(night)}`,
    text: `${lines.join('\n\n')}\n\n${sections.map(sectionText).join('\n\n')}\n`,
    html: layout('Missing scores', lines, undefined, sections),
  };
}

/**
 * A change to a followed team's game (issue 19 "Changes reach people"), to a member with email
 * notifications on: what changed in core's words (the notification's), old and new day and time in
 * the venue's time zone, and a link to the game; and where to turn these emails off.
 */
export function scheduleChangeMail(
  ctx: MailContext,
  to: string,
  firstName: string | null,
  change: ScheduleChangeSummary,
  gameId: number,
): Mail {
  const link = `${ctx.publicUrl}${gamePath(gameId)}`;
  const settings = `${ctx.publicUrl}${PATHS.myAccountProfile}`;
  const lines = [`Hi ${firstName ?? 'there'},`, describeScheduleChange(change)];
  const why = `You get this email because email notifications are on for your role. Turn them off on your profile: ${settings}`;
  return {
    to,
    subject: scheduleChangeTitle(change),
    text: `${lines.join('\n\n')}\n\nThe game: ${link}\n\n${why}\n`,
    html: layout(scheduleChangeTitle(change), [...lines, why], {
      href: link,
      label: 'Open the game',
    }),
  };
}
