<?php
/**
 * The demo's made-up series, people and words (all invented; Turkish, like the site's default language).
 *
 * @package Yomu
 */

namespace Yomu\Seed;

/**
 * Fixed demo content.
 */
final class Catalog {

	public const GENRES = array( 'Aksiyon', 'Romantik', 'Komedi', 'Dram', 'Fantastik', 'Macera', 'Gizem', 'Korku', 'Bilim Kurgu', 'Okul Hayatı', 'Spor', 'Doğaüstü', 'Tarihi', 'Dilim Hayat' );

	public const TAGS = array( 'Büyü', 'Ejderha', 'Zaman Yolculuğu', 'Kılıç', 'İntikam', 'Aşk Üçgeni', 'Kedi', 'Yemek', 'Dedektif', 'Uzay' );

	public const AUTHORS = array( 'Deniz Aras', 'Mei Tanabe', 'Seo Ji-ho', 'Lin Qiao', 'Emre Kaya', 'Aiko Morita', 'Park Min-seo', 'Zhou Yun', 'Elif Şahin', 'Kenji Arata' );

	public const ARTISTS = array( 'Selin Yurt', 'Haru Kido', 'Kim Da-eun', 'Wu Lan', 'Mert Aydın', 'Yuki Sora', 'Lee Ha-neul', 'Chen Mo' );

	public const SUBTITLES = array( 'Başlangıç', 'Yağmurlu Gece', 'Sır', 'Eski Bir Dost', 'Yol Ayrımı', 'Fırtına Öncesi', 'Uyanış', 'Kayıp Anahtar', 'Son Hamle', 'Yeni Bir Gün' );

	public const BADGES = array( 'hot', 'new' );

	public const READERS = array(
		'okur1' => 'Ayşe Yıldız',
		'okur2' => 'Mehmet Demir',
		'okur3' => 'Zeynep Kara',
		'okur4' => 'Can Öztürk',
	);

	/**
	 * The series: title, type, genres, status, alternative names, and how its chapters look
	 * (manga, webtoon, spread, text), whether it has volumes and whether it is for adults.
	 *
	 * @return array<int, array{title: string, type: string, genres: string[], status: string, alternative: string, style: string, volumes: bool, adult: bool}>
	 */
	public static function series(): array {
		$rows = array(
			array( 'Gece Yarısı Kılıcı', 'Manga', 'Aksiyon,Fantastik', 'on-going', 'Midnight Blade', 'manga', true, false ),
			array( 'Kiraz Çiçeği Mektupları', 'Manga', 'Romantik,Dram', 'end', 'Sakura Letters', 'manga', true, false ),
			array( 'Yıldız Avcıları', 'Manhwa', 'Bilim Kurgu,Aksiyon', 'on-going', 'Star Hunters', 'webtoon', false, false ),
			array( 'Ejderhanın Son Şarkısı', 'Manhua', 'Fantastik,Macera', 'on-going', 'Last Song of the Dragon', 'manga', false, false ),
			array( 'Kahve Dükkanı Tesadüfleri', 'Manhwa', 'Romantik,Komedi,Dilim Hayat', 'on-going', '', 'webtoon', false, false ),
			array( 'Sessiz Orman', 'Manga', 'Gizem,Korku', 'canceled', 'The Silent Forest', 'manga', false, false ),
			array( 'Okul Çatısında Buluşalım', 'Manga', 'Okul Hayatı,Romantik,Komedi', 'end', 'Meet Me on the Roof', 'manga', true, false ),
			array( 'Demir Yumruk Ligi', 'Manhwa', 'Spor,Aksiyon', 'on-hold', 'Iron Fist League', 'webtoon', false, false ),
			array( 'Ay Işığı Simyacısı', 'Manhua', 'Fantastik,Macera', 'on-going', 'Moonlight Alchemist', 'manga', false, false ),
			array( 'Kayıp Şehrin Haritası', 'Manga', 'Macera,Gizem', 'on-going', '', 'spread', false, false ),
			array( 'Bir Kedinin Günlüğü', 'Roman', 'Komedi,Dilim Hayat', 'on-going', 'Diary of a Cat', 'text', false, false ),
			array( 'Gölge Prens', 'Manhua', 'Fantastik,Dram,Tarihi', 'end', 'Shadow Prince', 'manga', true, false ),
			array( 'Son Otobüs', 'Manhwa', 'Dram,Dilim Hayat', 'upcoming', 'The Last Bus', 'webtoon', false, false ),
			array( 'Kırmızı Şemsiye', 'Manga', 'Gizem,Dram', 'on-going', '', 'manga', false, false ),
			array( 'Rüzgarın Çocukları', 'Manga', 'Macera,Fantastik', 'on-going', 'Children of the Wind', 'manga', false, false ),
			array( 'Kod Adı: Serçe', 'Manhwa', 'Aksiyon,Gizem', 'on-going', 'Codename Sparrow', 'webtoon', false, false ),
			array( 'Bulutların Ötesinde', 'Manhua', 'Fantastik,Romantik', 'on-hold', 'Beyond the Clouds', 'manga', false, false ),
			array( 'Mutfak Savaşları', 'Manga', 'Komedi,Spor', 'end', 'Kitchen Wars', 'manga', false, false ),
			array( 'Karanlık Kütüphane', 'Manga', 'Korku,Gizem,Doğaüstü', 'on-going', 'The Dark Library', 'manga', false, false ),
			array( 'Sonsuz Merdiven', 'Manhwa', 'Fantastik,Aksiyon', 'on-going', 'Endless Stairs', 'strip', false, false ),
			array( 'Denizkızı Sokağı', 'Manga', 'Romantik,Fantastik', 'canceled', 'Mermaid Street', 'manga', false, false ),
			array( 'Çelik Kanatlar', 'Manhua', 'Bilim Kurgu,Aksiyon', 'on-going', 'Steel Wings', 'manga', false, false ),
			array( 'Yüzüncü Hayat', 'Manhwa', 'Fantastik,Dram', 'on-going', 'The Hundredth Life', 'webtoon', false, false ),
			array( 'Kuzey Yıldızı Akademisi', 'Manga', 'Okul Hayatı,Fantastik', 'on-going', 'North Star Academy', 'manga', false, false ),
			array( 'Sahaf', 'Roman', 'Dram,Gizem', 'end', 'The Secondhand Bookseller', 'text', false, false ),
			array( 'Tilki Tapınağı', 'Manga', 'Doğaüstü,Komedi', 'upcoming', 'Fox Shrine', 'manga', false, false ),
			array( 'Kırık Saat', 'Manhwa', 'Gizem,Bilim Kurgu', 'on-going', 'Broken Clock', 'webtoon', false, false ),
			array( 'Kızıl Gece', 'Manhwa', 'Dram,Romantik', 'on-going', 'Crimson Night', 'webtoon', false, true ),
			array( 'Buz Kraliçesinin Düğünü', 'Manhua', 'Romantik,Fantastik', 'on-going', 'The Ice Queen\'s Wedding', 'manga', false, false ),
			array( 'Sokak Basketbolu', 'Manga', 'Spor,Komedi', 'on-hold', 'Street Ball', 'manga', false, false ),
		);
		$keys = array( 'title', 'type', 'genres', 'status', 'alternative', 'style', 'volumes', 'adult' );
		return array_map(
			static function ( array $row ) use ( $keys ): array {
				$series           = array_combine( $keys, $row );
				$series['genres'] = explode( ',', $series['genres'] );
				return $series;
			},
			$rows
		);
	}

	/**
	 * Sentences the descriptions and novel chapters are made of.
	 *
	 * @return string[]
	 */
	public static function sentences(): array {
		return array(
			'Küçük bir kasabada herkes birbirini tanırdı, ama kimse onun gerçek adını bilmiyordu.',
			'Yağmur üç gündür dinmemişti ve nehir her saat biraz daha yükseliyordu.',
			'Eski haritanın kenarında, mürekkebi solmuş bir not duruyordu.',
			'O gece kapı çaldığında, saat tam on ikiyi gösteriyordu.',
			'Herkes onun bir kahraman olduğunu düşünüyordu; oysa o yalnızca eve dönmek istiyordu.',
			'Pazar yerinin gürültüsü, rüzgârın taşıdığı deniz kokusuna karışıyordu.',
			'Kütüphanenin en üst rafında, kimsenin dokunmadığı bir kitap bekliyordu.',
			'Kılıcını kınına koyarken ellerinin titrediğini fark etti.',
			'Kedi pencerenin önüne kıvrılmış, sokaktan geçenleri tek tek süzüyordu.',
			'Yıllar sonra ilk kez, aynı masada oturup aynı çayı içtiler.',
			'Şehrin ışıkları söndüğünde, gökyüzünde daha önce görmedikleri bir yıldız belirdi.',
			'Cevabı bildiğini sanıyordu, ta ki soruyu yeniden duyana kadar.',
			'Trenin son vagonunda, bavulunu kucağına almış yaşlı bir adam oturuyordu.',
			'Bu yolculuğun sonunda neyin beklediğini hiçbiri tahmin edemezdi.',
			'Sabah olduğunda kasabada tek bir ayak izi bile kalmamıştı.',
			'Mektubu üçüncü kez okudu ve sonunda gülümsedi.',
		);
	}
}
