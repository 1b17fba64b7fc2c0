import { SidebarWidget } from '@/components/ui/sidebar-widget';
import { pages } from '@/content/pages';
import { serviceBrochure, services } from '@/content/services';
import type { Service } from '@/content/types';
import { BrochureLink } from './brochure-link';
import { ServiceEnquiryForm } from './service-enquiry-form';
import { ServiceNav } from './service-nav';
import styles from './service-sidebar.module.scss';

export interface ServiceSidebarProps {
  /** The service being shown; absent on the generic service page. */
  current?: Service;
}

/** The service pages' sidebar: every service, a small enquiry form and the brochure. */
export function ServiceSidebar({ current }: ServiceSidebarProps) {
  return (
    <>
      <SidebarWidget id="sidebar-services" title={pages.service_sidebar.servicesTitle}>
        <ServiceNav services={services} currentUrl={current?.url} labelledBy="sidebar-services" />
      </SidebarWidget>
      <SidebarWidget id="sidebar-enquiry" title={pages.service_sidebar.formTitle} belowFirstScreen>
        <p className={styles.text}>{pages.service_sidebar.formText}</p>
        <ServiceEnquiryForm serviceTitle={current?.title} />
      </SidebarWidget>
      <SidebarWidget id="sidebar-brochure" title={pages.service_sidebar.brochureTitle} tone="dark" belowFirstScreen>
        <p className={styles.textOnDark}>{pages.service_sidebar.brochureText}</p>
        <BrochureLink {...serviceBrochure} />
      </SidebarWidget>
    </>
  );
}
