import { Image } from '@/components/ui/image';
import { Slider } from '@/components/ui/slider.client';
import { sliderSettings } from '@/components/ui/slider-settings';
import { clientLogos } from '@/content/clients';
import { clientsLead } from '@/content/sections';
import { claims } from '@/content/site';
import { cx } from '@/lib/class-names';
import styles from './client-logos.module.scss';
import { ui } from '@/content/interface';

export interface ClientLogosProps {
  tone?: 'default' | 'muted';
}

/** The client logo slider with the 270+ happy clients claim. */
export function ClientLogos({ tone = 'default' }: ClientLogosProps) {
  return (
    <section className={cx(styles.section, styles[tone])} aria-labelledby="clients-title">
      <div className={styles.inner}>
        <h2 id="clients-title" className={styles.lead}>
          {clientsLead()} <strong>{claims.happyClients.value}</strong> {claims.happyClients.label}
        </h2>
        <Slider
          settings={sliderSettings.clients}
          label={ui.regions.client_logos}
          words={ui.sliders}
          className={styles.slider}
          controlsClassName={styles.controls}
          slides={clientLogos.map((client) => (
            <div key={client.name} className={styles.logo}>
              <Image src={client.logo} alt={client.name} width={client.width} height={client.height} />
            </div>
          ))}
        />
      </div>
    </section>
  );
}
