import { collectionPrefixes, slugFromUrl } from './permalinks';
import type { IconName, Service } from './types';
import { site } from './site';

/**
 * The six services, in menu order. The slug of each service is derived from
 * its url by `getServiceSlug`; nothing else builds or stores slugs.
 */
export const services = [
  {
    icon: 'mobile',
    title: 'Mobile App Development',
    brief:
      'Native and cross-platform apps for iOS and Android, designed around real user journeys and engineered to stay fast, secure and easy to evolve long after launch.',
    url: '/service/mobile-app-development',
    imgUrl: '/images/services/mobile-app-development.svg',
    overview: [
      'A mobile app is often the most personal touchpoint a customer has with your business, and the one where shortcuts show first. We build iOS and Android products that open quickly, work on patchy connections and respect the platform conventions people already know, so adoption comes from the experience rather than from reminders.',
      'Every engagement starts with the job the app has to do: the two or three journeys that matter most to your customers or field teams. We prototype those journeys early, test them with real users, and only then commit to an architecture. Where a shared codebase makes sense we use React Native or Flutter; where performance, hardware access or platform polish matter more, we build natively in Swift and Kotlin.',
      'Launch is a milestone, not the finish line. We set up crash reporting, product analytics and automated release pipelines from the first sprint, so your team can ship improvements every week with confidence and see exactly how each release changes behavior.',
    ],
    deliverables: [
      'Product discovery workshop and a prioritized feature roadmap',
      'Clickable prototypes and a reusable design system in Figma',
      'iOS and Android apps built natively or with React Native or Flutter',
      'Secure backend APIs, authentication, payments and push notifications',
      'Automated testing and CI/CD pipelines to the App Store and Google Play',
      'Analytics, crash reporting and a 90-day post-launch stabilization period',
    ],
    process: [
      {
        title: 'Discover',
        text: 'We map your users, business goals and constraints in a two-week discovery, then agree on the smallest release that delivers real value.',
      },
      {
        title: 'Design',
        text: 'Designers and engineers prototype the core journeys together and test them with five to eight target users before a line of production code is written.',
      },
      {
        title: 'Build',
        text: 'We work in two-week sprints with a working build on your phone at the end of each one, plus automated tests and code review on every change.',
      },
      {
        title: 'Launch & Grow',
        text: 'We handle store submission, staged rollouts and monitoring, then use analytics and user feedback to plan the next round of improvements.',
      },
    ],
    technologies: [
      'Swift',
      'SwiftUI',
      'Kotlin',
      'Jetpack Compose',
      'React Native',
      'Flutter',
      'Firebase',
      'GraphQL',
      'Fastlane',
      'Sentry',
    ],
    outcomes: [
      '4.7-star average store rating across the apps we have launched since 2023',
      '99.8% crash-free sessions in the first 90 days after release',
      '38% faster release cycles once clients move to automated CI/CD pipelines',
      '12 weeks on average from kickoff to the first public release',
    ],
  },
  {
    icon: 'ai',
    title: 'AI & Machine Learning',
    brief:
      'Practical AI that earns its place in your operations, from demand forecasting and recommendations to document automation and assistants grounded in your own data.',
    url: '/service/ai-machine-learning',
    imgUrl: '/images/services/ai-machine-learning.svg',
    overview: [
      'Most AI initiatives stall between a promising demo and a system people rely on every day. We close that gap by starting from a measurable business problem, such as hours spent on manual review, forecast error or conversion rate, and designing the model, the data pipeline and the human workflow around it together.',
      'Our team covers classic machine learning, computer vision and large language models. We choose the simplest approach that meets the target: sometimes a well-tuned gradient-boosted model, sometimes a retrieval-augmented assistant built on a foundation model, and sometimes a rules engine with a model that only handles the hard cases.',
      'Everything we ship is built to be operated. Models are versioned, evaluated against agreed metrics and monitored for drift in production, and sensitive data stays within your cloud account. Your team gets the documentation and training to retrain, audit and extend the system without depending on us.',
    ],
    deliverables: [
      'AI opportunity assessment with a business case for each use case',
      'Data audit, cleaning and feature pipelines in your cloud environment',
      'Custom models or LLM-based assistants with documented evaluation results',
      'Production APIs and integrations with your existing systems',
      'MLOps setup for versioning, monitoring and scheduled retraining',
      'Responsible-AI review covering bias, privacy and explainability',
    ],
    process: [
      {
        title: 'Frame the Problem',
        text: 'We define the decision the model will support, the metric it must move and the data available, and confirm the use case is worth building.',
      },
      {
        title: 'Prove It',
        text: 'A four-to-six-week pilot on your real data shows what accuracy is achievable and what it is worth, before any large investment.',
      },
      {
        title: 'Productionize',
        text: 'We harden the pipeline, build the serving layer and integrate predictions into the tools your team already uses.',
      },
      {
        title: 'Operate & Improve',
        text: 'Monitoring, drift alerts and a retraining schedule keep performance on target as your data and business change.',
      },
    ],
    technologies: [
      'Python',
      'PyTorch',
      'scikit-learn',
      'Hugging Face Transformers',
      'LangChain',
      'MLflow',
      'Apache Airflow',
      'Amazon SageMaker',
      'pgvector',
    ],
    outcomes: [
      '31% less manual document handling for a regional insurer’s claims team',
      'Up to 22% lift in e-commerce conversion from personalized recommendations',
      'Forecast error cut from 18% to 7% MAPE for a freight operator’s demand planning',
      '10 to 14 weeks on average from kickoff to a model serving production traffic',
    ],
  },
  {
    icon: 'web',
    title: 'Web Development',
    brief:
      'Fast, accessible websites, customer portals and SaaS platforms built on modern frameworks, with the architecture to handle your next stage of growth.',
    url: '/service/web-development',
    imgUrl: '/images/services/web-development.svg',
    overview: [
      'Your web platform carries your sales pipeline, your customer self-service and often the product itself. We build marketing sites, portals and SaaS applications that load quickly on any device, meet accessibility standards and are structured so new features do not slow the whole team down.',
      'We favor proven, well-supported tools: TypeScript end to end, React and Next.js on the front end, Node.js or NestJS services behind it and PostgreSQL for data that matters. Content teams get a headless CMS they can use without a developer, and engineering teams get clean boundaries, typed APIs and automated tests.',
      'Performance and security are designed in rather than bolted on. Every project ships with Core Web Vitals budgets, automated accessibility checks, dependency scanning and observability, so you can see how the platform behaves for real users from the first day.',
    ],
    deliverables: [
      'Information architecture, UX design and a component library',
      'Responsive front end built with React and Next.js',
      'Scalable APIs and services with role-based access control',
      'Headless CMS setup and content migration from your current platform',
      'Automated end-to-end, accessibility and performance testing',
      'Hosting, monitoring and deployment pipelines with instant rollbacks',
    ],
    process: [
      {
        title: 'Plan',
        text: 'We audit your current platform, analytics and content, and agree on goals, scope and the metrics that will define success.',
      },
      {
        title: 'Design',
        text: 'Wireframes become a tested design system, so pages and features stay consistent as the platform grows.',
      },
      {
        title: 'Develop',
        text: 'Front end and back end are built in parallel against a shared API contract, with a staging environment you can review at any time.',
      },
      {
        title: 'Launch & Optimize',
        text: 'We migrate content, set up redirects to protect search rankings, launch without downtime and tune performance against real-user data.',
      },
    ],
    technologies: [
      'TypeScript',
      'React',
      'Next.js',
      'Node.js',
      'NestJS',
      'PostgreSQL',
      'GraphQL',
      'Sanity',
      'Playwright',
    ],
    outcomes: [
      'Largest Contentful Paint under 2.0 seconds at the 75th percentile on recent launches',
      'WCAG 2.2 AA conformance verified on every public-facing build',
      '27% average increase in lead-form conversion after a redesign',
      'Zero-downtime deployments, with rollbacks completed in under five minutes',
    ],
  },
  {
    icon: 'cloud',
    title: 'Cloud Solutions',
    brief:
      'Cloud migration, modernization and managed operations on AWS, Azure and Google Cloud, with infrastructure as code, clear cost controls and reliability you can measure.',
    url: '/service/cloud-solutions',
    imgUrl: '/images/services/cloud-solutions.svg',
    overview: [
      'Moving to the cloud is easy; running well there is harder. We help companies migrate from data centers and legacy hosting, modernize applications for containers and serverless, and bring cloud bills back in line with the value they deliver.',
      'Every environment we build is defined in code with Terraform, reviewed like application code and reproducible in minutes. Networking, identity and logging follow a well-architected landing zone, so security teams can approve new workloads quickly instead of starting from scratch each time.',
      'After go-live we can operate the platform for you or alongside your team. That means on-call coverage, patching, capacity planning and a monthly FinOps review that shows exactly where your money goes and what can be saved.',
    ],
    deliverables: [
      'Cloud readiness assessment and a workload-by-workload migration plan',
      'Secure landing zone with identity, networking and centralized logging',
      'Application migration and containerization with Kubernetes or serverless',
      'Infrastructure as code with Terraform and GitOps delivery pipelines',
      'Backup, disaster recovery and tested failover runbooks',
      'FinOps dashboards and a monthly cost optimization review',
    ],
    process: [
      {
        title: 'Assess',
        text: 'We inventory applications, dependencies and costs, then group workloads into waves by risk and business value.',
      },
      {
        title: 'Build the Foundation',
        text: 'A secure, automated landing zone is put in place so every migrated workload inherits the same guardrails.',
      },
      {
        title: 'Migrate & Modernize',
        text: 'Workloads move wave by wave with rehearsed cutovers, and the ones that benefit most are re-platformed or refactored.',
      },
      {
        title: 'Operate & Optimize',
        text: 'Monitoring, incident response and regular cost reviews keep the platform reliable and efficient as usage grows.',
      },
    ],
    technologies: [
      'AWS',
      'Microsoft Azure',
      'Google Cloud',
      'Kubernetes',
      'Terraform',
      'Docker',
      'GitHub Actions',
      'Argo CD',
      'Prometheus',
      'Grafana',
    ],
    outcomes: [
      '32% average reduction in monthly cloud spend within six months of optimization',
      '99.95% availability targets met for the production workloads we operate',
      'Deployment frequency raised from monthly to daily for modernized applications',
      'Recovery time objectives cut from 8 hours to under 30 minutes',
    ],
  },
  {
    icon: 'shield',
    title: 'Cybersecurity',
    brief:
      'Security assessments, zero-trust architecture and continuous monitoring that reduce real risk, satisfy auditors and keep your teams productive.',
    url: '/service/cybersecurity',
    imgUrl: '/images/services/cybersecurity.svg',
    overview: [
      'Attackers look for the easiest way in: a reused password, an unpatched server, a misconfigured storage bucket. Our security team finds those weaknesses before they do, then helps you fix them in an order that reflects actual business risk rather than the length of a scanner report.',
      'We combine offensive testing with practical defense. Certified penetration testers assess your applications, cloud accounts and networks, while our architects design zero-trust access, endpoint protection and logging that fit how your people actually work.',
      'Compliance follows from good security, not the other way around. Whether you are preparing for SOC 2, ISO 27001, HIPAA or PCI DSS, we map controls to evidence, automate what can be automated and stay with you through the audit.',
    ],
    deliverables: [
      'Security posture assessment with a risk-ranked remediation plan',
      'Web, mobile, API and cloud penetration testing with retesting',
      'Zero-trust identity and access design with single sign-on and MFA',
      'Managed detection and response with 24/7 alert triage',
      'Compliance readiness for SOC 2, ISO 27001, HIPAA and PCI DSS',
      'Incident response plan, tabletop exercise and staff awareness training',
    ],
    process: [
      {
        title: 'Assess',
        text: 'We review your architecture, policies and exposure, and test the systems that matter most to your business.',
      },
      {
        title: 'Prioritize',
        text: 'Findings are ranked by likelihood and impact, giving you a remediation plan that fits your budget and team capacity.',
      },
      {
        title: 'Harden',
        text: 'We implement controls alongside your team, from identity and endpoint protection to secure pipelines and cloud guardrails.',
      },
      {
        title: 'Monitor & Respond',
        text: 'Continuous monitoring, regular retesting and a rehearsed incident plan keep your defenses current as threats change.',
      },
    ],
    technologies: [
      'Okta',
      'Microsoft Entra ID',
      'CrowdStrike Falcon',
      'Microsoft Sentinel',
      'Splunk',
      'Zscaler',
      'Burp Suite Professional',
      'OWASP ZAP',
      'HashiCorp Vault',
    ],
    outcomes: [
      'Mean time to detect reduced from days to under 15 minutes with managed monitoring',
      'SOC 2 Type II audit readiness in five months on average',
      'Critical vulnerabilities remediated 60% faster with risk-based triage',
      'Phishing click rates cut from 19% to 4% over two quarters of training',
    ],
  },
  {
    icon: 'consulting',
    title: 'Tech Consulting',
    brief:
      'Independent technology strategy, architecture reviews and delivery coaching that help leadership teams invest in the right things and ship them sooner.',
    url: '/service/tech-consulting',
    imgUrl: '/images/services/tech-consulting.svg',
    overview: [
      'Technology decisions are business decisions, and they are expensive to reverse. Our consultants work with executives and engineering leaders to decide what to build, buy or retire, and to turn that decision into a roadmap with realistic budgets and sequencing.',
      'We bring hands-on experience from hundreds of delivery projects, not slideware. Architecture reviews look at your code, infrastructure and team practices directly; DevOps assessments measure lead time, deployment frequency and failure rates so improvement can be tracked rather than assumed.',
      'Recommendations come with a plan to act on them. We can stay on to coach teams through the first quarter of change, lead vendor selection, or hand over a clear brief to your in-house team.',
    ],
    deliverables: [
      'Current-state assessment of systems, teams and delivery practices',
      'Technology strategy and a costed, sequenced 12-to-24-month roadmap',
      'Architecture review with target-state design and decision records',
      'DevOps maturity assessment benchmarked against DORA metrics',
      'Vendor and platform selection with a structured scoring model',
      'Interim CTO and delivery leadership for critical initiatives',
    ],
    process: [
      {
        title: 'Listen',
        text: 'We interview stakeholders across the business and technology teams to understand goals, pain points and constraints.',
      },
      {
        title: 'Analyze',
        text: 'We review systems, spend and delivery data to build an evidence-based picture of where you stand today.',
      },
      {
        title: 'Recommend',
        text: 'Options are weighed on cost, risk and time to value, leading to a roadmap your leadership team can approve with confidence.',
      },
      {
        title: 'Enable',
        text: 'We support execution with coaching, governance and checkpoints, so the plan turns into measurable progress.',
      },
    ],
    technologies: ['Jira', 'Confluence', 'Miro', 'Backstage', 'Datadog', 'LeanIX', 'Power BI', 'Azure DevOps'],
    outcomes: [
      'Technology roadmaps delivered in six to eight weeks, with budgets approved by the board',
      '18% average reduction in annual software licensing costs after portfolio reviews',
      'Lead time for changes cut by 45% following DevOps maturity programs',
      '87% of recommended initiatives funded and started within the following year',
    ],
  },
] satisfies Service[];

/** The slug of a service: its url without the `/service/` prefix. The only place a service slug is derived. */
export function getServiceSlug(service: Pick<Service, 'url'>): string {
  return slugFromUrl(service.url, collectionPrefixes.service);
}

/** The service whose slug matches, or undefined. */
export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => getServiceSlug(service) === slug);
}

/** Every service slug, in menu order (for static params). */
export function getServiceSlugs(): string[] {
  return services.map((service) => getServiceSlug(service));
}

/** The services brochure offered in every service page's sidebar. */
export const serviceBrochure = {
  title: 'Services Brochure',
  url: '/brochure/corevia-services-brochure.pdf',
  /** Shown beside the link with the file size, e.g. "PDF, 38 KB". */
  format: 'PDF',
  pages: 3,
} as const;

/** An engagement model of the generic /service-details page. */
export interface EngagementModel {
  icon: IconName;
  title: string;
  text: string;
}

/** The generic /service-details page: how every engagement works, whatever the service. */
export const serviceOverview = {
  imgUrl: '/images/services/tech-consulting.svg',
  imgAlt: 'A roadmap board with milestones, owners and progress charts',
  title: `How Every ${site.shortName} Engagement Works`,
  intro: [
    'Whichever service you start with, mobile, AI, web, cloud, security or consulting, the way we work stays the same: small senior teams, a clear plan agreed up front, and working results you can review every two weeks. You always know what is being built, why, and what it costs.',
    'Every engagement begins with a short, fixed-price discovery. We meet the people who will use and run what we build, review your systems and data, and agree the metrics that define success. You leave discovery with a written scope, a delivery plan and a budget range, whether or not you continue with us.',
    'From there, one accountable team lead stays with you from kickoff to handover and beyond. Designers, engineers and specialists join as the work requires, and everything we create lives in your repositories and cloud accounts from the first day.',
  ],
  includedTitle: 'Included in Every Engagement',
  included: [
    'A senior team lead who stays with you from kickoff to handover',
    'Fixed-price discovery with a written scope, timeline and budget range',
    'A working demo at the end of every two-week sprint',
    'Full ownership of code, designs and documentation from the first commit',
    'Automated testing, code review and security checks on every change',
    'A 90-day stabilization period after launch at no extra cost',
  ],
  processTitle: 'Our Delivery Process',
  modelsTitle: 'Ways to Work With Us',
  models: [
    {
      icon: 'briefcase',
      title: 'Fixed Scope',
      text: 'A defined product or migration delivered for an agreed price and timeline, ideal when requirements are clear.',
    },
    {
      icon: 'users',
      title: 'Dedicated Team',
      text: 'A cross-functional team billed monthly that flexes with your priorities, for products that evolve every sprint.',
    },
    {
      icon: 'lightbulb',
      title: 'Advisory & Audits',
      text: 'Architecture reviews, security assessments and roadmaps from senior specialists, in weeks rather than months.',
    },
  ] satisfies EngagementModel[],
} as const;
