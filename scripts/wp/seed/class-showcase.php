<?php
/**
 * The demo's showcase, for a newcomer exploring the site: a page that shows every content block the plugin
 * offers (Blocks::CONTENT, with realistic Turkish content), a post with an image gallery, both linked from the
 * main menu, and registration turned on so the sign-in modal offers the sign-up link. Safe to run again: what
 * is already there is kept.
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Showcase page, gallery post, menu links and registration.
 */
final class Showcase {

	public const PAGE_SLUG = 'blok-vitrini';
	public const POST_SLUG = 'cizim-galerisi';
	public const MENU_NAME = 'Ana menü';

	/**
	 * Draws the gallery images.
	 *
	 * @var Images
	 */
	private Images $images;

	/**
	 * Gallery images made in this run: attachment ID => caption.
	 *
	 * @var array<int, string>
	 */
	private array $gallery = array();

	/**
	 * Prepares the image drawer.
	 *
	 * @param string $temp_dir Temporary folder for drawn images.
	 */
	public function __construct( string $temp_dir ) {
		$this->images = new Images( $temp_dir . '/showcase' );
	}

	/**
	 * Creates what is missing.
	 *
	 * @return array<string, int> What was created.
	 * @throws \RuntimeException When a write fails.
	 */
	public function run(): array {
		$created = array(
			'showcase pages' => 0,
			'gallery posts'  => 0,
			'menu links'     => 0,
			'gallery images' => 0,
		);
		$post    = get_page_by_path( self::POST_SLUG, OBJECT, 'post' );
		if ( ! $post ) {
			$post = $this->insert( 'post', self::POST_SLUG, 'Çizim galerisi: sezonun kapakları', $this->gallery_post_content() );
			++$created['gallery posts'];
			$created['gallery images'] = count( $this->gallery );
		}
		$page = get_page_by_path( self::PAGE_SLUG, OBJECT, 'page' );
		if ( ! $page ) {
			$page = $this->insert( 'page', self::PAGE_SLUG, 'Blok vitrini', $this->page_content( $this->gallery_of( $post->ID ) ) );
			++$created['showcase pages'];
		}
		$menu                   = $this->primary_menu();
		$created['menu links'] += $this->link( $menu, $page );
		$created['menu links'] += $this->link( $menu, $post );
		update_option( 'users_can_register', 1 );
		update_option( 'default_role', 'subscriber' );
		$this->display_options();
		return $created;
	}

	/**
	 * Madara's display options a demo shows off, unless already set: the NEW tag on chapters of the last 7 days and
	 * the dark-mode switch in the footer.
	 */
	private function display_options(): void {
		$options  = get_option( 'option_tree', array() );
		$options  = is_array( $options ) ? $options : array();
		$options += array(
			'manga_new_chapter'            => 'on',
			'manga_new_chapter_time_range' => '7',
			'body_schema_toggle'           => 'on',
		);
		update_option( 'option_tree', $options );
	}

	/**
	 * Inserts a published post or page.
	 *
	 * @param string $type    post or page.
	 * @param string $slug    Slug.
	 * @param string $title   Title.
	 * @param string $content Block markup.
	 * @throws \RuntimeException When the write fails.
	 */
	private function insert( string $type, string $slug, string $title, string $content ): \WP_Post {
		$id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( $id->get_error_message() ) );
		}
		foreach ( array_keys( $this->gallery ) as $attachment ) {
			if ( 'post' === $type && ! wp_get_post_parent_id( $attachment ) ) {
				wp_update_post(
					array(
						'ID'          => $attachment,
						'post_parent' => $id,
					)
				);
			}
		}
		return get_post( $id );
	}

	/**
	 * The gallery post: a short text and a core gallery of drawn covers, each linked to its full image.
	 *
	 * @throws \RuntimeException When an image cannot be stored.
	 */
	private function gallery_post_content(): string {
		$drawings = array(
			array( 'Gece Nöbeti', 210, 'Gece Nöbeti’nin yeni sezon kapağı' ),
			array( 'Bahar Festivali', 20, 'Bahar Festivali özel bölüm posteri' ),
			array( 'Kılıç ve Kalem', 120, 'Kılıç ve Kalem cilt 3 kapağı' ),
			array( 'Deniz Feneri', 180, 'Deniz Feneri için karakter çalışması' ),
			array( 'Kayıp Şehir', 280, 'Kayıp Şehir’in ilk cilt kapağı' ),
			array( 'Yıldız Tozu', 320, 'Yıldız Tozu yıl dönümü posteri' ),
		);
		$images   = '';
		foreach ( $drawings as list( $title, $hue, $caption ) ) {
			$file = $this->images->cover( $title, 600, 850, $hue );
			$id   = media_handle_sideload(
				array(
					'name'     => sanitize_title( $title ) . '-galeri.jpg',
					'tmp_name' => $file,
				),
				0,
				$caption
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( esc_html( $id->get_error_message() ) );
			}
			update_post_meta( $id, '_wp_attachment_image_alt', $caption );
			wp_update_post(
				array(
					'ID'           => $id,
					'post_excerpt' => $caption,
				)
			);
			$this->gallery[ $id ] = $caption;
			$full                 = (string) wp_get_attachment_url( $id );
			$large                = wp_get_attachment_image_src( $id, 'large' );
			$src                  = $large ? $large[0] : $full;
			$images              .= sprintf(
				'<!-- wp:image {"id":%1$d,"sizeSlug":"large","linkDestination":"media"} --><figure class="wp-block-image size-large"><a href="%2$s"><img src="%3$s" alt="%4$s" class="wp-image-%1$d"/></a><figcaption class="wp-element-caption">%4$s</figcaption></figure><!-- /wp:image -->',
				$id,
				esc_url( $full ),
				esc_url( $src ),
				esc_attr( $caption )
			);
		}
		return '<!-- wp:paragraph --><p>Bu sezonun kapaklarından ve posterlerinden bir seçki. Bir görsele dokunun, büyük hâli açılsın; oklarla ya da kaydırarak ötekilere geçin.</p><!-- /wp:paragraph -->'
			. '<!-- wp:gallery {"linkTo":"media"} --><figure class="wp-block-gallery has-nested-images columns-3 is-cropped">' . $images . '</figure><!-- /wp:gallery -->';
	}

	/**
	 * The gallery images of a post, for the page's lightbox gallery: attachments attached to it.
	 *
	 * @param int $post_id Post ID.
	 * @return array<int, array<string, mixed>>
	 */
	private function gallery_of( int $post_id ): array {
		$images = array();
		foreach ( get_attached_media( 'image', $post_id ) as $attachment ) {
			$meta     = wp_get_attachment_metadata( $attachment->ID );
			$thumb    = wp_get_attachment_image_src( $attachment->ID, 'medium' );
			$images[] = array(
				'id'       => $attachment->ID,
				'url'      => (string) wp_get_attachment_url( $attachment->ID ),
				'thumbUrl' => $thumb ? $thumb[0] : '',
				'caption'  => $attachment->post_excerpt,
				'alt'      => $attachment->post_excerpt,
				'width'    => is_array( $meta ) ? (int) ( $meta['width'] ?? 0 ) : 0,
				'height'   => is_array( $meta ) ? (int) ( $meta['height'] ?? 0 ) : 0,
			);
		}
		return array_slice( $images, 0, 4 );
	}

	/**
	 * One block comment.
	 *
	 * @param string               $name       Block name under yomu/.
	 * @param array<string, mixed> $attributes Attributes.
	 */
	private static function block( string $name, array $attributes ): string {
		return '<!-- wp:yomu/' . $name . ' ' . wp_json_encode( $attributes, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . ' /-->';
	}

	/**
	 * A heading and a paragraph.
	 *
	 * @param string $title Heading.
	 * @param string $text  Paragraph.
	 */
	private static function section( string $title, string $text ): string {
		return '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html( $title ) . '</h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * The showcase page: every block, each under a heading that says what it is for.
	 *
	 * @param array<int, array<string, mixed>> $gallery Images for the lightbox gallery.
	 */
	private function page_content( array $gallery ): string {
		$launch = wp_date( 'Y-m-d\TH:i:s', time() + 12 * DAY_IN_SECONDS );
		return '<!-- wp:paragraph --><p>Bu sayfa, Yomu’nun içerik bloklarının hepsini bir arada gösterir. Her biri blok düzenleyicide “Yomu” başlığı altında bulunur.</p><!-- /wp:paragraph -->'
			. self::section( 'Neden Yomu?', 'Simge kutuları kısa bir tanıtım ve bir bağlantı taşır.' )
			. self::block(
				'icon-box',
				array(
					'icon'  => 'book',
					'title' => 'Binlerce bölüm',
					'text'  => 'Otuz seri, her hafta yeni bölümler. Kaldığınız yerden devam edin.',
					'url'   => home_url( '/manga/' ),
				)
			)
			. self::block(
				'icon-box',
				array(
					'icon'  => 'bolt',
					'title' => 'Hızlı okuyucu',
					'text'  => 'Sayfalar siz çevirmeden yüklenir; veri tasarrufu modu telefonda kota dostudur.',
				)
			)
			. self::block(
				'icon-box',
				array(
					'icon'  => 'globe',
					'title' => 'Çevrimdışı okuma',
					'text'  => 'Bölümleri cihazınıza kaydedin, yolda internetsiz okuyun.',
				)
			)
			. self::section( 'Rakamlarla', 'Sayaçlar görünür olduklarında sıfırdan sayar.' )
			. self::block(
				'counter',
				array(
					'end'       => 12450,
					'duration'  => 1500,
					'separator' => '.',
					'suffix'    => '+',
					'label'     => 'Kayıtlı okur',
				)
			)
			. self::block(
				'counter',
				array(
					'end'      => 30,
					'duration' => 1200,
					'label'    => 'Seri',
				)
			)
			. self::section( 'Çeviri durumu', 'İlerleme çubukları ve halkaları bir işin ne kadarının bittiğini gösterir.' )
			. self::block(
				'progress',
				array(
					'shape' => 'bar',
					'value' => 80,
					'label' => 'Gece Nöbeti, 12. cilt çevirisi',
				)
			)
			. self::block(
				'progress',
				array(
					'shape' => 'circle',
					'value' => 45,
					'label' => 'Kayıp Şehir, redaksiyon',
				)
			)
			. self::section( 'Yeni sezona kalan süre', 'Geri sayım, sitenin saat dilimindeki bir ana kadar sayar.' )
			. self::block(
				'countdown',
				array(
					'target' => $launch,
					'format' => 'full',
				)
			)
			. self::section( 'Sezon fragmanı', 'Video ışık kutusu, videoyu sayfadan ayrılmadan büyük bir pencerede oynatır.' )
			. self::block(
				'video-lightbox',
				array(
					'url'   => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
					'title' => 'Yıldız Tozu: yeni sezon fragmanı',
				)
			)
			. self::section( 'Kapak galerisi', 'Galeri ışık kutusu küçük resimleri büyük hâlleriyle açar.' )
			. self::block(
				'gallery-lightbox',
				array(
					'images'  => $gallery,
					'columns' => 4,
				)
			)
			. self::section( 'Okurlarımız ne diyor?', 'Yorumlar kaydırılabilir bir şeritte gösterilir.' )
			. self::block(
				'testimonials',
				array(
					'perView' => 2,
					'items'   => array(
						array(
							'quote' => 'Metroda bile takılmadan okuyorum, sayfalar hep hazır.',
							'name'  => 'Ayşe Yıldız',
							'role'  => 'Okur',
						),
						array(
							'quote' => 'Kaldığım bölümü her cihazda hatırlıyor. Başka bir şey istemem.',
							'name'  => 'Mehmet Demir',
							'role'  => 'Okur',
						),
						array(
							'quote' => 'Çeviri ekibimiz bölümleri doğrudan siteden yüklüyor; yarım saatte yayında.',
							'name'  => 'Zeynep Kara',
							'role'  => 'Çevirmen',
						),
					),
				)
			)
			. self::section( 'Sıkça sorulan sorular', 'Açılır kapanır sorular, arama motorları için yapılandırılmış veriyle gelir.' )
			. self::block(
				'faq',
				array(
					'items' => array(
						array(
							'question' => 'Yeni bölümler ne zaman çıkıyor?',
							'answer'   => 'Çoğu seri her hafta cuma günü güncellenir; takvim her serinin sayfasında yazar.',
						),
						array(
							'question' => 'Okumak için üye olmam gerekiyor mu?',
							'answer'   => 'Hayır. Üye olursanız yer imlerinizi ve okuma geçmişinizi her cihazda görürsünüz.',
						),
						array(
							'question' => 'Yetişkin içerikli seriler nasıl gösteriliyor?',
							'answer'   => 'Bu serilerde önce yaşınızı onaylamanız istenir; onayınız yedi gün hatırlanır.',
						),
					),
				)
			)
			. self::section( 'Okurken atıştırmalık', 'Tarif bloğu malzemeleri, adımları ve notları yazdırılabilir bir kartta toplar.' )
			. self::block(
				'recipe',
				array(
					'title'       => 'Ev yapımı miso ramen',
					'summary'     => 'Maratonun ortasında on beş dakikada hazır, sıcacık bir kâse.',
					'prepTime'    => '10 dk',
					'cookTime'    => '15 dk',
					'servings'    => '2 kişilik',
					'ingredients' => array( '2 paket ramen eriştesi', '1 litre tavuk suyu', '2 yemek kaşığı miso ezmesi', '2 haşlanmış yumurta', '1 demet taze soğan', '1 yemek kaşığı susam yağı' ),
					'steps'       => array( 'Tavuk suyunu kaynatın, ocağı kısın.', 'Misoyu bir kepçe suyla ezip tencereye ekleyin.', 'Erişteleri ayrı bir tencerede üç dakika haşlayıp süzün.', 'Erişteleri kâselere alın, üzerine çorbayı dökün.', 'Yumurta, taze soğan ve susam yağıyla servis edin.' ),
					'notes'       => 'Miso ekledikten sonra çorbayı kaynatmayın; tadı kaçar.',
				)
			);
	}

	/**
	 * The menu in the theme's primary location, made (and placed there) when there is none.
	 *
	 * @throws \RuntimeException When the menu cannot be made.
	 */
	private function primary_menu(): int {
		$locations = (array) get_theme_mod( 'nav_menu_locations', array() );
		if ( ! empty( $locations['primary'] ) && wp_get_nav_menu_object( (int) $locations['primary'] ) ) {
			return (int) $locations['primary'];
		}
		$existing = wp_get_nav_menu_object( self::MENU_NAME );
		$menu     = $existing ? (int) $existing->term_id : wp_create_nav_menu( self::MENU_NAME );
		if ( is_wp_error( $menu ) ) {
			throw new \RuntimeException( esc_html( $menu->get_error_message() ) );
		}
		if ( ! $existing ) {
			wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'  => 'Manga',
					'menu-item-object' => 'wp-manga', // The archive's address is worked out when the menu is drawn: a site served on another port or host keeps a working link.
					'menu-item-type'   => 'post_type_archive',
					'menu-item-status' => 'publish',
				)
			);
		}
		$locations['primary'] = $menu;
		set_theme_mod( 'nav_menu_locations', $locations );
		return $menu;
	}

	/**
	 * Adds a link to a post or page to the menu unless it has one; returns 1 when it added it.
	 *
	 * @param int      $menu Menu term ID.
	 * @param \WP_Post $post Post or page.
	 * @throws \RuntimeException When the item cannot be saved.
	 */
	private function link( int $menu, \WP_Post $post ): int {
		foreach ( (array) wp_get_nav_menu_items( $menu ) as $item ) {
			if ( (int) $item->object_id === $post->ID && 'post_type' === $item->type ) {
				return 0;
			}
		}
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-object-id' => $post->ID,
				'menu-item-object'    => $post->post_type,
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( esc_html( $item->get_error_message() ) );
		}
		return 1;
	}
}
