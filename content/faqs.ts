import type { Faq } from './types';

/** The four FAQ entries; the accordion splits them into two columns. */
export const faqs = [
  {
    question: 'How long does a typical project take?',
    answer:
      'Most projects begin with a two-week discovery phase, after which we give you a firm timeline. A focused mobile or web product usually reaches its first release in 10 to 16 weeks, while larger platforms and cloud migrations run in phases over six to twelve months. You see working software at the end of every two-week sprint, so progress is never a matter of trust.',
  },
  {
    question: 'How do you price your work?',
    answer:
      'Discovery is a fixed-price engagement, so you know the cost of getting a reliable plan up front. For delivery you can choose a fixed scope and price, or a dedicated team billed monthly that flexes as priorities change. Either way, you receive a detailed estimate before any commitment and transparent reporting on budget throughout.',
  },
  {
    question: 'Which technologies do you use, and who owns the code?',
    answer:
      'We recommend proven, well-supported technologies that fit your goals and your team, such as Swift and Kotlin, React and Next.js, Python for AI and the major cloud platforms. You own all source code, designs and documentation from the first commit, and everything lives in your repositories and cloud accounts. There is no lock-in: any competent team can pick up where we leave off.',
  },
  {
    question: 'Do you provide support after launch?',
    answer:
      'Yes. Every launch includes a 90-day stabilization period in which we fix issues and tune performance at no extra cost. After that, most clients choose a monthly support plan covering monitoring, security updates and a set number of hours for improvements, with guaranteed response times for critical incidents.',
  },
] satisfies Faq[];
