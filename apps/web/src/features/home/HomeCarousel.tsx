import { Carousel } from 'antd';
import type { CarouselImage } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { AntdConfig } from '../../lib/AntdConfig';

/** Spec 1 §2.4: a slide every 5 s, 440 px high, 200 px under 768 px wide (home.css). */
export function HomeCarousel({ images }: { images: CarouselImage[] }) {
  const { t } = useTranslation('home');
  return (
    // The home page renders outside antd's ConfigProvider (it uses none of antd): the carousel brings its own.
    <AntdConfig>
      <div className="home-carousel" data-testid="home-carousel">
        <Carousel autoplay autoplaySpeed={5000} arrows={images.length > 1} dots={images.length > 1}>
          {images.map((img, i) => (
            <div key={img.id}>
              <img src={img.url} alt={t('carouselImage', { n: i + 1 })} className="home-carousel-img" />
            </div>
          ))}
        </Carousel>
      </div>
    </AntdConfig>
  );
}
