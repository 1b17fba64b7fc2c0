// The words of the privacy notice (buildtime/privacy.ts) in each language. The notice is written from
// the build's own settings (where forms go, how long leads stay, the logs, the analytics), so its
// sentences are code rather than content: each one that names a setting is a function of it. A
// translation says the same facts, sentence for sentence; the unit tests hold every language to
// the settings (buildtime/privacy.test.ts).
import type { Language } from '../content/languages';
import type { FieldName, FormKind } from '../lib/form-rules';
import type { TrackedEventName } from '../lib/track';

/** A sentence around a link (an e-mail address, an analytics service): the text before and after it. */
type Around = readonly [before: string, after: string];

export interface PrivacyWords {
  titles: Record<
    'forms' | 'delivery' | 'retention' | 'analytics' | 'storage' | 'embeds' | 'rights' | 'security' | 'contact',
    string
  >;
  /** How a list ends: "a, b and c". */
  list: { separator: string; last: string };
  forms: {
    intro: string;
    names: Record<FormKind, { name: string; where: string }>;
    /** What each field collects, as the list of a form names it. */
    fields: Record<FieldName, string>;
    topics: { service: string; post: string };
    item: (name: string, where: string, collects: string) => string;
    use: string;
    /** A sign-up is not a subscription until it is confirmed from the inbox (double opt-in). */
    newsletter: string;
  };
  turnstile: (host: string) => string;
  worker: {
    sent: Around;
    kept: string;
    ip: (options: { requestLogs: boolean; limit: number; seconds: number; turnstile: boolean }) => string;
    hash: string;
    /** The tools the team works in that each message is passed to (LEAD_WEBHOOK_TOOLS). */
    tools: (names: string) => string;
    /** The newsletter service a sign-up is passed to (NEWSLETTER_SERVICE). */
    newsletter: (name: string, host: string) => string;
  };
  logs: { none: string; own: (days: number) => string; requests: (days: number) => string };
  service: (origin: string) => string;
  mail: Around;
  retention: {
    worker: (days: number) => string;
    recovery: (days: number) => string;
    sendKey: string;
    service: (origin: string) => string;
    mail: string;
  };
  analytics: {
    none: string;
    counted: (origin: string) => Around;
    pageView: { full: string; short: string };
    views: (pageView: string) => string;
    events: Record<TrackedEventName, string>;
    signals: string;
  };
  storage: {
    cookies: { editors: string; none: string };
    draftEnd: { mail: string; sent: string };
    draft: (end: string) => string;
    theme: string;
  };
  embeds: (map: string, video: string) => string;
  rights: {
    what: string;
    write: Around;
    /** Where the site keeps what forms send (the Worker): how a visitor asks, and what is then done. */
    held: string;
    /** What an erasure leaves for a while: the database's recovery history. */
    erased: (days: number) => string;
  };
  security: { write: Around; published: Around };
  contact: { responsible: (name: string, address: string) => string; question: Around };
}

const english: PrivacyWords = {
  titles: {
    forms: 'What the forms collect',
    delivery: 'Where your message goes',
    retention: 'How long it is kept',
    analytics: 'Analytics',
    storage: 'Cookies and your browser',
    embeds: 'Maps and videos',
    rights: 'Your rights',
    security: 'Reporting a security problem',
    contact: 'Who to contact',
  },
  list: { separator: ', ', last: ' and ' },
  forms: {
    intro:
      'You can browse this site without telling us anything. The site has four forms, and each collects only what you type into it:',
    names: {
      quote: { name: 'Quote request', where: 'on the contact page' },
      service: { name: 'Service enquiry', where: 'beside each service' },
      comment: { name: 'Blog comment', where: 'under the article' },
      newsletter: { name: 'Newsletter', where: 'in the newsletter strip' },
    },
    fields: { name: 'name', email: 'e-mail address', subject: 'subject', phone: 'phone', message: 'message' },
    topics: { service: 'the service you ask about', post: 'the article you comment on' },
    item: (name, where, collects) => `${name} (${where}): your ${collects}.`,
    use: 'We use what you send only to answer you: to prepare a quote, reply to an enquiry, reply to a comment, or send the newsletter you asked for.',
    newsletter:
      'A newsletter sign-up is not a subscription until you confirm it: check your inbox to confirm, from the e-mail we send you. Until then we send you no newsletter, and every issue has a link to leave it in one click.',
  },
  turnstile: (host) =>
    `Before a form is sent, Cloudflare Turnstile (${host}) checks that a person, not a program, is sending it; its check loads only once you start filling in a form.`,
  worker: {
    sent: [
      `When you send a form, it goes to this site's own server (a Cloudflare Worker), which stores it in the site's database (Cloudflare D1) and e-mails it to our sales team at `,
      '.',
    ],
    kept: 'With what you typed, the database keeps the address of the page you sent it from and that page’s language, when it arrived and your browser’s identification string (its user agent).',
    ip: ({ requestLogs, limit, seconds, turnstile }) =>
      // With request logs on, Cloudflare keeps the address: only the database can be said not to.
      `${requestLogs ? 'The database does not keep your IP address: the server uses it' : 'Your IP address is not stored. It is used'} only in passing, to allow at most ${limit} forms every ${seconds} seconds from one address (or one IPv6 /64 network)${turnstile ? ' and for the spam check' : ''}.`,
    hash: 'Instead, each message keeps a one-way code of your network (your IP address, or its /64 network for IPv6), made with a random key that is new each day (UTC) and deleted within an hour of that day’s end. The code only shows which messages came from the same network on the same day; once the day’s key is gone, it cannot be turned back into an address or matched with one.',
    tools: (names) =>
      `Each message is also passed to the tools our team works in (${names}), where it is kept as long as we need it to answer you and follow up; ask us and we delete it there too.`,
    newsletter: (name, host) =>
      `A newsletter sign-up is passed to ${name} (${host}), which sends you the e-mail to confirm it and, once you have, our newsletter, each with a link to leave it; it keeps your address until you leave or ask us to delete it.`,
  },
  logs: {
    none: 'The server keeps no logs.',
    own: (days) =>
      `Cloudflare's request logs are off for this site. The server's own log lines, which Cloudflare keeps for up to ${days} days, note only such things as a message's reference number, counts and errors: never your IP address, e-mail address or message.`,
    requests: (days) =>
      `Cloudflare's request logs record each request to the server, with its full address and its headers (your IP address among them), and keep them for up to ${days} days.`,
  },
  service: (origin) =>
    `When you send a form, what you typed and the address of the page you sent it from go to a form service at ${origin}, which passes it on to us. That service handles it under its own terms.`,
  mail: [
    'The site sends nothing itself. When you press a form’s button, your own mail program opens with a message to ',
    ' holding what you typed; you can read or change it, and it reaches us only if you send it.',
  ],
  retention: {
    worker: (days) =>
      `Each message is deleted from the site's database ${days} days after it arrived: a job that runs every hour removes every message older than that. Ask us and we delete yours sooner.`,
    recovery: (days) =>
      `Once deleted, a message can still be restored from the database's recovery history (Cloudflare D1 Time Travel) for up to ${days} days; after that it is gone for good.`,
    sendKey:
      'Your browser gives each form it sends a random reference, so that a send repeated after a dropped connection is stored only once; the server keeps that reference for one day.',
    service: (origin) =>
      `How long the form service at ${origin} keeps your message is set by that service, not by us. We keep the messages it passes on to us only as long as we need them to answer you and follow up; ask us and we delete yours.`,
    mail: 'The site keeps nothing. An e-mail you send us is kept in our mailbox as long as we need it to answer you and follow up; ask us and we delete it.',
  },
  analytics: {
    none: 'This site runs no analytics: nothing counts your visits, and no tracking script or cookie is used.',
    counted: (origin) => [
      `We count visits with `,
      `, a cookieless analytics service, at ${origin}. It sets no cookie and keeps no identifier in your browser.`,
    ],
    pageView: {
      full: "the page's address, the page you came from (the referrer), your screen size and your browser's language",
      short: "the page's address and the page you came from (the referrer)",
    },
    views: (pageView) => `For each page you view it receives ${pageView}. It also counts these events:`,
    events: {
      'Quote Sent': 'a quote request was sent, and from which page',
      'Enquiry Sent': 'a service enquiry was sent, from which page and about which service',
      'Newsletter Subscribed': 'someone subscribed to the newsletter, and from which page',
      'Comment Sent': 'a comment was sent, and on which post',
      'Search Used': 'the search was used: only the length of what you searched for, never the words',
      'Brochure Downloaded': 'the brochure was downloaded',
      'Video Played': 'the video was played, and which one',
      'Quote Clicked': '“Get A Free Quote” was clicked, and on which page',
    },
    signals:
      'Nothing is sent when your browser signals Global Privacy Control or Do Not Track. Your form entries are never sent to analytics.',
  },
  storage: {
    cookies: {
      editors:
        'The site sets no cookies for visitors. Only our own editors, when they sign in to the content manager, get a short-lived cookie (ten minutes) that protects the sign-in.',
      none: 'The site sets no cookies.',
    },
    draftEnd: {
      mail: 'until you empty the form',
      sent: 'until the site confirms your message arrived, or until you empty the form',
    },
    draft: (end) =>
      `While you type in a form, a draft is kept in your browser's local storage so nothing is lost if you leave the page. It stays on your device and is never sent by itself; it is kept ${end}, and clearing this site's data in your browser removes it.`,
    theme: 'Your theme choice, if you make one, stays in your browser.',
  },
  embeds: (map, video) =>
    `The map on the contact page is loaded from ${map} when you scroll to it, and the introduction video from ${video} only when you press play. Like any site, those services receive your IP address and your browser's usual request details when they load.`,
  rights: {
    what: 'You may ask us at any time what we hold about you, to correct it, to delete it, to stop using it, or for a copy of it. You can leave the newsletter whenever you like. You may also complain to your data protection authority.',
    write: ['To do any of this, write to ', '.'],
    held: 'Write from the address you gave in a form, or tell us which one it was. We look it up in the site’s database and, within a month, send you a copy of everything kept under that address (your messages, your newsletter sign-up and the records of their delivery to our team) or erase all of it, as you ask, and tell you how many records we erased.',
    erased: (days) =>
      `Erased records can still be restored from the database’s recovery history (Cloudflare D1 Time Travel) for up to ${days} days; after that they are gone for good.`,
  },
  security: {
    write: [
      'If you find a weakness in this site, or in how it handles what you send, write to ',
      ' with what you found and how to see it again. We answer within five working days, fix what is real, and say when it is fixed. We take no action against research done in good faith that reads, changes or keeps no one else’s data and does not disrupt the site.',
    ],
    published: ['The same address is published for security researchers at ', '.'],
  },
  contact: {
    responsible: (name, address) => `${name}, ${address}, is responsible for this site and what it collects.`,
    question: ['For any question about your data, write to ', '.'],
  },
};

const german: PrivacyWords = {
  titles: {
    forms: 'Was die Formulare erfassen',
    delivery: 'Wohin Ihre Nachricht geht',
    retention: 'Wie lange sie gespeichert wird',
    analytics: 'Reichweitenmessung',
    storage: 'Cookies und Ihr Browser',
    embeds: 'Karten und Videos',
    rights: 'Ihre Rechte',
    security: 'Sicherheitsprobleme melden',
    contact: 'Ansprechpartner',
  },
  list: { separator: ', ', last: ' und ' },
  forms: {
    intro:
      'Sie können diese Website nutzen, ohne uns etwas über sich mitzuteilen. Die Website hat vier Formulare, und jedes erfasst nur, was Sie selbst eingeben:',
    names: {
      quote: { name: 'Angebotsanfrage', where: 'auf der Kontaktseite' },
      service: { name: 'Anfrage zu einer Leistung', where: 'neben jeder Leistung' },
      comment: { name: 'Blog-Kommentar', where: 'unter dem Artikel' },
      newsletter: { name: 'Newsletter', where: 'im Newsletter-Bereich' },
    },
    fields: {
      name: 'Ihr Name',
      email: 'Ihre E-Mail-Adresse',
      subject: 'der Betreff',
      phone: 'Ihre Telefonnummer',
      message: 'Ihre Nachricht',
    },
    topics: { service: 'die Leistung, nach der Sie fragen', post: 'der Artikel, den Sie kommentieren' },
    item: (name, where, collects) => `${name} (${where}): ${collects}.`,
    use: 'Was Sie uns senden, verwenden wir nur, um Ihnen zu antworten: für ein Angebot, die Antwort auf eine Anfrage oder einen Kommentar oder den Newsletter, den Sie bestellt haben.',
    newsletter:
      'Eine Newsletter-Anmeldung wird erst zum Abonnement, wenn Sie sie bestätigen: Prüfen Sie Ihr Postfach und bestätigen Sie über die E-Mail, die wir Ihnen senden. Bis dahin erhalten Sie keinen Newsletter, und jede Ausgabe enthält einen Link, mit dem Sie ihn mit einem Klick abbestellen.',
  },
  turnstile: (host) =>
    `Bevor ein Formular gesendet wird, prüft Cloudflare Turnstile (${host}), dass ein Mensch und kein Programm es sendet; diese Prüfung wird erst geladen, wenn Sie beginnen, ein Formular auszufüllen.`,
  worker: {
    sent: [
      'Wenn Sie ein Formular senden, geht es an den eigenen Server dieser Website (einen Cloudflare Worker), der es in der Datenbank der Website (Cloudflare D1) speichert und per E-Mail an unser Vertriebsteam unter ',
      ' schickt.',
    ],
    kept: 'Zusammen mit Ihren Eingaben speichert die Datenbank die Adresse der Seite, von der Sie gesendet haben, und deren Sprache, den Zeitpunkt des Eingangs und die Kennung Ihres Browsers (seinen User-Agent).',
    ip: ({ requestLogs, limit, seconds, turnstile }) => {
      const purpose = `um höchstens ${limit} Formulare in ${seconds} Sekunden von einer Adresse (oder einem IPv6-/64-Netz) zuzulassen${turnstile ? ', und für die Spam-Prüfung' : ''}`;
      return requestLogs
        ? `Die Datenbank speichert Ihre IP-Adresse nicht: Der Server verwendet sie nur im Vorübergehen, ${purpose}.`
        : `Ihre IP-Adresse wird nicht gespeichert. Sie wird nur im Vorübergehen verwendet, ${purpose}.`;
    },
    hash: 'Stattdessen speichert jede Nachricht einen Einwegcode Ihres Netzes (Ihrer IP-Adresse oder bei IPv6 ihres /64-Netzes), gebildet mit einem Zufallsschlüssel, der jeden Tag (UTC) neu ist und binnen einer Stunde nach Tagesende gelöscht wird. Der Code zeigt nur, welche Nachrichten am selben Tag aus demselben Netz kamen; ist der Schlüssel des Tages gelöscht, lässt er sich weder in eine Adresse zurückverwandeln noch einer zuordnen.',
    tools: (names) =>
      `Jede Nachricht wird außerdem an die Werkzeuge weitergegeben, mit denen unser Team arbeitet (${names}), und dort so lange aufbewahrt, wie wir sie brauchen, um Ihnen zu antworten und nachzufassen; auf Ihren Wunsch löschen wir sie auch dort.`,
    newsletter: (name, host) =>
      `Eine Newsletter-Anmeldung wird an ${name} (${host}) weitergegeben, das Ihnen die E-Mail zur Bestätigung und, sobald Sie bestätigt haben, unseren Newsletter sendet, jeweils mit einem Link zum Abbestellen; es bewahrt Ihre Adresse auf, bis Sie sich abmelden oder uns bitten, sie zu löschen.`,
  },
  logs: {
    none: 'Der Server führt keine Protokolle.',
    own: (days) =>
      `Die Anfrageprotokolle von Cloudflare sind für diese Website abgeschaltet. Die eigenen Protokollzeilen des Servers, die Cloudflare bis zu ${days} Tage aufbewahrt, vermerken nur Dinge wie die Referenznummer einer Nachricht, Zählwerte und Fehler – nie Ihre IP-Adresse, E-Mail-Adresse oder Nachricht.`,
    requests: (days) =>
      `Die Anfrageprotokolle von Cloudflare erfassen jede Anfrage an den Server mit ihrer vollständigen Adresse und ihren Headern (darunter Ihre IP-Adresse) und bewahren sie bis zu ${days} Tage auf.`,
  },
  service: (origin) =>
    `Wenn Sie ein Formular senden, gehen Ihre Eingaben und die Adresse der Seite, von der Sie gesendet haben, an einen Formulardienst unter ${origin}, der sie an uns weiterleitet. Dieser Dienst verarbeitet sie nach seinen eigenen Bedingungen.`,
  mail: [
    'Die Website selbst sendet nichts. Wenn Sie die Schaltfläche eines Formulars drücken, öffnet sich Ihr eigenes E-Mail-Programm mit einer Nachricht an ',
    ', die Ihre Eingaben enthält; Sie können sie lesen oder ändern, und sie erreicht uns nur, wenn Sie sie absenden.',
  ],
  retention: {
    worker: (days) =>
      `Jede Nachricht wird ${days} Tage nach ihrem Eingang aus der Datenbank der Website gelöscht: Ein stündlicher Auftrag entfernt jede ältere Nachricht. Auf Ihren Wunsch löschen wir Ihre früher.`,
    recovery: (days) =>
      `Eine gelöschte Nachricht lässt sich noch bis zu ${days} Tage aus dem Wiederherstellungsverlauf der Datenbank (Cloudflare D1 Time Travel) zurückholen; danach ist sie endgültig gelöscht.`,
    sendKey:
      'Ihr Browser gibt jedem gesendeten Formular eine zufällige Referenz, damit ein nach einem Verbindungsabbruch wiederholtes Senden nur einmal gespeichert wird; der Server bewahrt diese Referenz einen Tag lang auf.',
    service: (origin) =>
      `Wie lange der Formulardienst unter ${origin} Ihre Nachricht aufbewahrt, legt dieser Dienst fest, nicht wir. Die Nachrichten, die er an uns weiterleitet, bewahren wir nur so lange auf, wie wir sie für Antwort und Nachverfolgung brauchen; auf Ihren Wunsch löschen wir Ihre.`,
    mail: 'Die Website speichert nichts. Eine E-Mail, die Sie uns senden, bleibt in unserem Postfach, solange wir sie für Antwort und Nachverfolgung brauchen; auf Ihren Wunsch löschen wir sie.',
  },
  analytics: {
    none: 'Diese Website misst keine Reichweite: Nichts zählt Ihre Besuche, und es werden weder Tracking-Skripte noch Cookies verwendet.',
    counted: (origin) => [
      'Wir zählen Besuche mit ',
      `, einem Analysedienst ohne Cookies, unter ${origin}. Er setzt kein Cookie und speichert keine Kennung in Ihrem Browser.`,
    ],
    pageView: {
      full: 'die Adresse der Seite, die Seite, von der Sie kamen (den Referrer), Ihre Bildschirmgröße und die Sprache Ihres Browsers',
      short: 'die Adresse der Seite und die Seite, von der Sie kamen (den Referrer)',
    },
    views: (pageView) => `Für jede aufgerufene Seite erhält er ${pageView}. Außerdem zählt er diese Ereignisse:`,
    events: {
      'Quote Sent': 'eine Angebotsanfrage wurde gesendet, und von welcher Seite',
      'Enquiry Sent': 'eine Anfrage zu einer Leistung wurde gesendet, von welcher Seite und zu welcher Leistung',
      'Newsletter Subscribed': 'jemand hat den Newsletter bestellt, und auf welcher Seite',
      'Comment Sent': 'ein Kommentar wurde gesendet, und zu welchem Beitrag',
      'Search Used': 'die Suche wurde benutzt: nur die Länge des Suchbegriffs, nie die Wörter',
      'Brochure Downloaded': 'die Broschüre wurde heruntergeladen',
      'Video Played': 'das Video wurde abgespielt, und welches',
      'Quote Clicked': '„Gratis-Angebot“ wurde angeklickt, und auf welcher Seite',
    },
    signals:
      'Sendet Ihr Browser das Signal Global Privacy Control oder Do Not Track, wird nichts übermittelt. Ihre Formulareingaben gehen nie an die Reichweitenmessung.',
  },
  storage: {
    cookies: {
      editors:
        'Die Website setzt für Besucher keine Cookies. Nur unsere eigenen Redakteure erhalten bei der Anmeldung im Redaktionssystem ein kurzlebiges Cookie (zehn Minuten), das die Anmeldung schützt.',
      none: 'Die Website setzt keine Cookies.',
    },
    draftEnd: {
      mail: 'bis Sie das Formular leeren',
      sent: 'bis die Website den Eingang Ihrer Nachricht bestätigt oder bis Sie das Formular leeren',
    },
    draft: (end) =>
      `Während Sie ein Formular ausfüllen, wird ein Entwurf im lokalen Speicher Ihres Browsers gehalten, damit nichts verloren geht, wenn Sie die Seite verlassen. Er bleibt auf Ihrem Gerät und wird nie von selbst gesendet; er bleibt erhalten, ${end}, und das Löschen der Daten dieser Website in Ihrem Browser entfernt ihn.`,
    theme: 'Ihre Wahl des Farbschemas, falls Sie eine treffen, bleibt in Ihrem Browser.',
  },
  embeds: (map, video) =>
    `Die Karte auf der Kontaktseite wird von ${map} geladen, wenn Sie zu ihr scrollen, und das Vorstellungsvideo von ${video} erst, wenn Sie auf Abspielen drücken. Wie bei jeder Website erhalten diese Dienste beim Laden Ihre IP-Adresse und die üblichen Angaben Ihres Browsers.`,
  rights: {
    what: 'Sie können jederzeit erfragen, was wir über Sie gespeichert haben, und verlangen, dass wir es berichtigen, löschen, nicht mehr verwenden oder Ihnen eine Kopie geben. Den Newsletter können Sie jederzeit abbestellen. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.',
    write: ['Schreiben Sie uns dazu an ', '.'],
    held: 'Schreiben Sie von der Adresse, die Sie in einem Formular angegeben haben, oder nennen Sie uns diese. Wir suchen sie in der Datenbank der Website und schicken Ihnen innerhalb eines Monats eine Kopie von allem, was unter dieser Adresse gespeichert ist (Ihre Nachrichten, Ihre Newsletter-Anmeldung und die Aufzeichnungen über deren Zustellung an unser Team), oder löschen alles davon, wie Sie es wünschen, und sagen Ihnen, wie viele Einträge wir gelöscht haben.',
    erased: (days) =>
      `Gelöschte Einträge lassen sich noch bis zu ${days} Tage aus dem Wiederherstellungsverlauf der Datenbank (Cloudflare D1 Time Travel) zurückholen; danach sind sie endgültig gelöscht.`,
  },
  security: {
    write: [
      'Wenn Sie eine Schwachstelle in dieser Website finden oder in der Art, wie sie Ihre Eingaben verarbeitet, schreiben Sie an ',
      ', was Sie gefunden haben und wie es sich nachvollziehen lässt. Wir antworten innerhalb von fünf Werktagen, beheben, was sich bestätigt, und sagen Bescheid, wenn es behoben ist. Gegen Forschung in gutem Glauben, die keine fremden Daten liest, verändert oder behält und den Betrieb der Website nicht stört, gehen wir nicht vor.',
    ],
    published: ['Dieselbe Adresse ist für Sicherheitsforschende unter ', ' veröffentlicht.'],
  },
  contact: {
    responsible: (name, address) => `Verantwortlich für diese Website und die erfassten Daten ist ${name}, ${address}.`,
    question: ['Bei allen Fragen zu Ihren Daten schreiben Sie an ', '.'],
  },
};

const arabic: PrivacyWords = {
  titles: {
    forms: 'ما تجمعه النماذج',
    delivery: 'إلى أين تذهب رسالتك',
    retention: 'مدة الاحتفاظ بها',
    analytics: 'إحصاءات الزيارات',
    storage: 'ملفات تعريف الارتباط ومتصفحك',
    embeds: 'الخرائط ومقاطع الفيديو',
    rights: 'حقوقك',
    security: 'الإبلاغ عن مشكلة أمنية',
    contact: 'جهة الاتصال',
  },
  list: { separator: '، ', last: ' و' },
  forms: {
    intro: 'يمكنك تصفح هذا الموقع دون أن تخبرنا بأي شيء عنك. في الموقع أربعة نماذج، ولا يجمع كل منها إلا ما تكتبه فيه:',
    names: {
      quote: { name: 'طلب عرض سعر', where: 'في صفحة الاتصال' },
      service: { name: 'استفسار عن خدمة', where: 'بجانب كل خدمة' },
      comment: { name: 'تعليق على المدونة', where: 'أسفل المقال' },
      newsletter: { name: 'النشرة الإخبارية', where: 'في شريط النشرة الإخبارية' },
    },
    fields: {
      name: 'اسمك',
      email: 'عنوان بريدك الإلكتروني',
      subject: 'الموضوع',
      phone: 'رقم هاتفك',
      message: 'رسالتك',
    },
    topics: { service: 'الخدمة التي تسأل عنها', post: 'المقال الذي تعلق عليه' },
    item: (name, where, collects) => `${name} (${where}): ${collects}.`,
    use: 'لا نستخدم ما ترسله إلا للرد عليك: لإعداد عرض سعر، أو الرد على استفسار أو تعليق، أو إرسال النشرة الإخبارية التي طلبتها.',
    newsletter:
      'لا يصبح التسجيل في النشرة الإخبارية اشتراكًا حتى تؤكده: تحقق من بريدك الوارد لتأكيده من الرسالة التي نرسلها إليك. وحتى ذلك الحين لا نرسل إليك أي نشرة، ويتضمن كل عدد رابطًا لإلغاء الاشتراك بنقرة واحدة.',
  },
  turnstile: (host) =>
    `قبل إرسال أي نموذج، تتحقق خدمة Cloudflare Turnstile (${host}) من أن المرسل إنسان وليس برنامجًا؛ ولا يُحمَّل هذا التحقق إلا عندما تبدأ في تعبئة النموذج.`,
  worker: {
    sent: [
      'عندما ترسل نموذجًا، يذهب إلى خادم الموقع نفسه (Cloudflare Worker)، الذي يحفظه في قاعدة بيانات الموقع (Cloudflare D1) ويرسله بالبريد الإلكتروني إلى فريق المبيعات لدينا على ',
      '.',
    ],
    kept: 'إلى جانب ما كتبته، تحفظ قاعدة البيانات عنوان الصفحة التي أرسلت منها ولغتها، ووقت وصول الرسالة، ومعرّف متصفحك (User-Agent).',
    ip: ({ requestLogs, limit, seconds, turnstile }) =>
      `${requestLogs ? 'لا تحفظ قاعدة البيانات عنوان IP الخاص بك: يستخدمه الخادم' : 'لا يُحفظ عنوان IP الخاص بك، بل يُستخدم'} عابرًا فقط، للسماح بـ ${limit} نماذج على الأكثر كل ${seconds} ثانية من العنوان الواحد (أو من شبكة IPv6 /64 الواحدة)${turnstile ? ' وللتحقق من الرسائل المزعجة' : ''}.`,
    hash: 'وبدلًا من ذلك، تحتفظ كل رسالة برمز أحادي الاتجاه لشبكتك (عنوان IP الخاص بك، أو شبكته /64 في IPv6)، يُنشأ بمفتاح عشوائي يتجدد كل يوم (بتوقيت UTC) ويُحذف خلال ساعة من نهاية ذلك اليوم. لا يُظهر الرمز إلا الرسائل التي جاءت من الشبكة نفسها في اليوم نفسه؛ وبعد حذف مفتاح اليوم لا يمكن تحويله إلى عنوان أو مطابقته مع عنوان.',
    tools: (names) =>
      `وتُرسَل كل رسالة أيضًا إلى الأدوات التي يعمل بها فريقنا (${names})، وتُحفظ فيها ما دمنا نحتاج إليها للرد عليك ومتابعة طلبك؛ وإذا طلبت ذلك حذفناها منها أيضًا.`,
    newsletter: (name, host) =>
      `يُرسَل تسجيلك في النشرة الإخبارية إلى ${name} (${host})، الذي يرسل إليك رسالة التأكيد، ثم نشرتنا بعد أن تؤكد، وفي كل منهما رابط لإلغاء الاشتراك؛ ويحتفظ بعنوانك حتى تلغي اشتراكك أو تطلب منا حذفه.`,
  },
  logs: {
    none: 'لا يحتفظ الخادم بأي سجلات.',
    own: (days) =>
      `سجلات الطلبات في Cloudflare متوقفة لهذا الموقع. أما أسطر السجل الخاصة بالخادم، التي تحتفظ بها Cloudflare مدة تصل إلى ${days} أيام، فلا تدوّن إلا أمورًا مثل الرقم المرجعي للرسالة والأعداد والأخطاء، ولا تتضمن أبدًا عنوان IP أو البريد الإلكتروني أو نص الرسالة.`,
    requests: (days) =>
      `تسجل سجلات الطلبات في Cloudflare كل طلب يصل إلى الخادم بعنوانه الكامل وترويساته (ومنها عنوان IP الخاص بك)، وتحتفظ بها مدة تصل إلى ${days} أيام.`,
  },
  service: (origin) =>
    `عندما ترسل نموذجًا، يذهب ما كتبته وعنوان الصفحة التي أرسلت منها إلى خدمة نماذج على ${origin}، تنقله بدورها إلينا. وتتعامل تلك الخدمة معه وفق شروطها الخاصة.`,
  mail: [
    'لا يرسل الموقع شيئًا بنفسه. عندما تضغط زر أحد النماذج، يفتح برنامج البريد لديك رسالة موجهة إلى ',
    ' تتضمن ما كتبته؛ يمكنك قراءتها أو تعديلها، ولا تصل إلينا إلا إذا أرسلتها.',
  ],
  retention: {
    worker: (days) =>
      `تُحذف كل رسالة من قاعدة بيانات الموقع بعد ${days} يومًا من وصولها: تعمل مهمة كل ساعة على حذف كل رسالة أقدم من ذلك. ويمكنك أن تطلب منا حذف رسالتك قبل ذلك.`,
    recovery: (days) =>
      `بعد الحذف، يظل بالإمكان استعادة الرسالة من سجل الاستعادة في قاعدة البيانات (Cloudflare D1 Time Travel) مدة تصل إلى ${days} يومًا؛ وبعدها تختفي نهائيًا.`,
    sendKey:
      'يمنح متصفحك كل نموذج يرسله مرجعًا عشوائيًا، حتى لا يُحفظ الإرسال المكرر بعد انقطاع الاتصال إلا مرة واحدة؛ ويحتفظ الخادم بهذا المرجع يومًا واحدًا.',
    service: (origin) =>
      `تحدد خدمة النماذج على ${origin} مدة احتفاظها برسالتك، لا نحن. أما الرسائل التي تنقلها إلينا فلا نحتفظ بها إلا ما دمنا نحتاج إليها للرد عليك ومتابعة طلبك؛ ويمكنك أن تطلب منا حذف رسالتك.`,
    mail: 'لا يحتفظ الموقع بشيء. أما البريد الذي ترسله إلينا فيبقى في صندوق بريدنا ما دمنا نحتاج إليه للرد عليك ومتابعة طلبك؛ ويمكنك أن تطلب منا حذفه.',
  },
  analytics: {
    none: 'لا يستخدم هذا الموقع أي أدوات لإحصاء الزيارات: لا شيء يعدّ زياراتك، ولا يُستخدم أي نص تتبع أو ملف تعريف ارتباط.',
    counted: (origin) => [
      'نحصي الزيارات باستخدام ',
      `، وهي خدمة إحصاءات لا تستخدم ملفات تعريف الارتباط، على ${origin}. لا تضع أي ملف تعريف ارتباط ولا تحفظ أي معرّف في متصفحك.`,
    ],
    pageView: {
      full: 'عنوان الصفحة، والصفحة التي جئت منها (المُحيل)، وحجم شاشتك، ولغة متصفحك',
      short: 'عنوان الصفحة والصفحة التي جئت منها (المُحيل)',
    },
    views: (pageView) => `عن كل صفحة تزورها تتلقى الخدمة ${pageView}. كما تحصي هذه الأحداث:`,
    events: {
      'Quote Sent': 'أُرسل طلب عرض سعر، ومن أي صفحة',
      'Enquiry Sent': 'أُرسل استفسار عن خدمة، ومن أي صفحة وعن أي خدمة',
      'Newsletter Subscribed': 'اشترك أحدهم في النشرة الإخبارية، ومن أي صفحة',
      'Comment Sent': 'أُرسل تعليق، وعلى أي مقال',
      'Search Used': 'استُخدم البحث: طول ما بحثت عنه فقط، وليس الكلمات أبدًا',
      'Brochure Downloaded': 'نُزّل الكتيب التعريفي',
      'Video Played': 'شُغّل الفيديو، وأيّ فيديو',
      'Quote Clicked': 'نُقر زر «احصل على عرض سعر مجاني»، وفي أي صفحة',
    },
    signals:
      'لا يُرسل شيء إذا كان متصفحك يرسل إشارة Global Privacy Control أو Do Not Track. ولا تُرسل بيانات نماذجك إلى خدمة الإحصاءات أبدًا.',
  },
  storage: {
    cookies: {
      editors:
        'لا يضع الموقع أي ملفات تعريف ارتباط للزوار. وحدهم محررونا، عند تسجيل الدخول إلى نظام إدارة المحتوى، يحصلون على ملف تعريف ارتباط قصير العمر (عشر دقائق) يحمي تسجيل الدخول.',
      none: 'لا يضع الموقع أي ملفات تعريف ارتباط.',
    },
    draftEnd: {
      mail: 'حتى تُفرغ النموذج',
      sent: 'حتى يؤكد الموقع وصول رسالتك، أو حتى تُفرغ النموذج',
    },
    draft: (end) =>
      `أثناء كتابتك في أحد النماذج، تُحفظ مسودة في التخزين المحلي لمتصفحك حتى لا يضيع شيء إذا غادرت الصفحة. تبقى المسودة على جهازك ولا تُرسل من تلقاء نفسها؛ ويُحتفظ بها ${end}، ويزيلها مسح بيانات هذا الموقع من متصفحك.`,
    theme: 'اختيارك لنمط الألوان، إن اخترت، يبقى في متصفحك.',
  },
  embeds: (map, video) =>
    `تُحمَّل الخريطة في صفحة الاتصال من ${map} عندما تصل إليها أثناء التمرير، ويُحمَّل الفيديو التعريفي من ${video} فقط عندما تضغط زر التشغيل. وكما هي الحال مع أي موقع، تتلقى هذه الخدمات عنوان IP الخاص بك وبيانات الطلب المعتادة من متصفحك عند التحميل.`,
  rights: {
    what: 'يحق لك في أي وقت أن تسألنا عما نحتفظ به عنك، وأن تطلب تصحيحه أو حذفه أو التوقف عن استخدامه أو الحصول على نسخة منه. ويمكنك إلغاء الاشتراك في النشرة الإخبارية متى شئت. كما يحق لك تقديم شكوى إلى الجهة المختصة بحماية البيانات.',
    write: ['لأي من ذلك، راسلنا على ', '.'],
    held: 'راسلنا من العنوان الذي كتبته في النموذج، أو أخبرنا به. نبحث عنه في قاعدة بيانات الموقع، وخلال شهر نرسل إليك نسخة من كل ما هو محفوظ تحت هذا العنوان (رسائلك، واشتراكك في النشرة الإخبارية، وسجلات إيصالها إلى فريقنا)، أو نحذفه كله، حسب طلبك، ونخبرك بعدد السجلات التي حذفناها.',
    erased: (days) =>
      `يظل بالإمكان استعادة السجلات المحذوفة من سجل الاستعادة في قاعدة البيانات (Cloudflare D1 Time Travel) مدة تصل إلى ${days} يومًا؛ وبعدها تختفي نهائيًا.`,
  },
  security: {
    write: [
      'إذا وجدت ثغرة في هذا الموقع، أو في طريقة تعامله مع ما ترسله، فراسلنا على ',
      ' واذكر ما وجدته وكيف يمكن رؤيته مرة أخرى. نرد خلال خمسة أيام عمل، ونصلح ما يثبت، ونعلمك عند إصلاحه. ولا نتخذ أي إجراء ضد بحث أُجري بحسن نية لا يقرأ بيانات أحد غيرك ولا يغيرها ولا يحتفظ بها ولا يعطل الموقع.',
    ],
    published: ['العنوان نفسه منشور للباحثين الأمنيين في ', '.'],
  },
  contact: {
    responsible: (name, address) => `${name}، ${address}، هي الجهة المسؤولة عن هذا الموقع وعما يجمعه.`,
    question: ['لأي سؤال عن بياناتك، راسلنا على ', '.'],
  },
};

export const privacyWords: Record<Language, PrivacyWords> = { en: english, de: german, ar: arabic };
