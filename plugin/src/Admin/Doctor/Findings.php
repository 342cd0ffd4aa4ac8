<?php
/**
 * The doctor's findings: one entry per kind of problem, with how many rows it concerns and a few examples.
 *
 * Severities:
 * - blocker: something a reader will not see under Yomu (the doctor exits non-zero when any is found);
 * - warning: a row Yomu reads differently from what was stored, while the content still shows;
 * - info:    a Madara quirk Yomu handles (so the owner knows it was looked at).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * Accumulates findings by code.
 */
final class Findings {

	public const BLOCKER = 'blocker';
	public const WARNING = 'warning';
	public const INFO    = 'info';

	/**
	 * Code => severity, in the order the report lists them.
	 */
	public const CODES = array(
		'unknown_type'           => self::BLOCKER,
		'storage_unserved'       => self::BLOCKER,
		'missing_files'          => self::BLOCKER,
		'no_pages'               => self::BLOCKER,
		'text_missing'           => self::BLOCKER,
		'video_unshowable'       => self::BLOCKER,
		'slug_unroutable'        => self::BLOCKER,
		'broken_json'            => self::WARNING,
		'video_servers'          => self::WARNING,
		'broken_metas'           => self::WARNING,
		'premium_unlocked'       => self::WARNING,
		'premium_files_open'     => self::WARNING,
		'theme_options_ignored'  => self::WARNING,
		'manga_settings_ignored' => self::WARNING,
		'custom_css_unmatched'   => self::WARNING,
		'widgets_unshown'        => self::WARNING,
		'shortcodes_unrendered'  => self::WARNING,
		'chapters_scheduled'     => self::INFO,
		'slug_encoded'           => self::INFO,
		'slug_na'                => self::INFO,
	);

	/**
	 * Code => [count, examples].
	 *
	 * @var array<string, array{count: int, items: array<int, array<string, int|string>>}>
	 */
	private array $found = array();

	/**
	 * Builds an empty set.
	 *
	 * @param int $examples How many example rows to keep per code (0 keeps none).
	 */
	public function __construct( private readonly int $examples = 10 ) {}

	/**
	 * What each code means, for people.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'unknown_type'           => __( 'Chapters of manga whose chapter type (_wp_manga_chapter_type) is neither manga, text nor video: Yomu shows them as image chapters, and they have no page list', 'yomu-core' ),
			'storage_unserved'       => __( 'Image chapters stored on Google Photos or Picasa: their image links expire and only Madara renews them, so Yomu cannot show their pages', 'yomu-core' ),
			'missing_files'          => __( 'Local image chapters whose page files are missing from the data folder', 'yomu-core' ),
			'no_pages'               => __( 'Image chapters with no readable page list (none uploaded, or the stored list is not valid JSON)', 'yomu-core' ),
			'text_missing'           => __( 'Text chapters with no body', 'yomu-core' ),
			'video_unshowable'       => __( 'Video chapters with no embed Yomu can show (missing body, or no https iframe from an allowed video site)', 'yomu-core' ),
			'slug_unroutable'        => __( 'Chapters no URL reaches: their slug is empty, contains a slash, or repeats the slug of an earlier chapter of the same manga', 'yomu-core' ),
			'broken_json'            => __( 'Page lists (manga_chapters_data rows) that are not valid JSON; another storage of the same chapter still shows', 'yomu-core' ),
			'video_servers'          => __( 'Video servers Yomu leaves out (not an https iframe from an allowed video site); the chapter shows its other servers', 'yomu-core' ),
			'broken_metas'           => __( 'Chapters whose chapter_metas cannot be unserialized: Yomu reads them as empty (the chapter still shows)', 'yomu-core' ),
			'premium_unlocked'       => __( 'Premium chapters (Chapter Coin\'s prices and settings are here) that Yomu leaves open because myCred is not active: nothing is locked until myCred is active', 'yomu-core' ),
			'premium_files_open'     => __( 'Premium chapters whose page files this web server still serves by their URL: it ignores the .htaccess file Yomu puts in a sold chapter\'s folder. On nginx add the rule in the README section "Locked page files"', 'yomu-core' ),
			'theme_options_ignored'  => __( 'Madara theme options this site set that Yomu does not read yet: the site shows Yomu\'s own look and behaviour there instead (README "Madara\'s settings carried over" lists what is read)', 'yomu-core' ),
			'manga_settings_ignored' => __( 'WP Manga settings (wp_manga_settings) this site set that Yomu does not read, with what the site does instead', 'yomu-core' ),
			'custom_css_unmatched'   => __( 'Custom CSS (Madara\'s theme option custom_css, or its Customizer Additional CSS) whose selectors name classes or ids Yomu\'s pages never have: Yomu prints this CSS, but these rules style nothing until they are rewritten for Yomu\'s markup', 'yomu-core' ),
			'widgets_unshown'        => __( 'Widgets placed in a sidebar that will not show under Yomu, each with why (the "Widgets" section lists every widget)', 'yomu-core' ),
			'shortcodes_unrendered'  => __( 'Published posts and pages using a shortcode that will print as raw text under Yomu, per shortcode with why (the "Shortcodes" section lists every one found)', 'yomu-core' ),
			'chapters_scheduled'     => __( 'Chapters scheduled in Yomu for a later date: Madara has no schedule, so after a switch back to Madara they show at once', 'yomu-core' ),
			'slug_encoded'           => __( 'Chapters with a percent-encoded slug: Yomu routes both spellings (Madara 1.7 does not)', 'yomu-core' ),
			'slug_na'                => __( 'Chapters slugged "n-a" by Madara on PHP 8.2: Yomu routes them', 'yomu-core' ),
		);
	}

	/**
	 * Records one occurrence.
	 *
	 * @param string                    $code    One of CODES.
	 * @param array<string, int|string> $example What identifies the row (manga, chapter, detail…).
	 */
	public function add( string $code, array $example ): void {
		if ( ! isset( $this->found[ $code ] ) ) {
			$this->found[ $code ] = array(
				'count' => 0,
				'items' => array(),
			);
		}
		++$this->found[ $code ]['count'];
		if ( count( $this->found[ $code ]['items'] ) < $this->examples ) {
			$this->found[ $code ]['items'][] = $example;
		}
	}

	/**
	 * Records occurrences with one example that is always kept, whatever the example limit (a site-wide group).
	 *
	 * @param string                    $code    One of CODES.
	 * @param int                       $count   How many occurrences the example stands for.
	 * @param array<string, int|string> $example The group.
	 */
	public function add_all( string $code, int $count, array $example ): void {
		$this->add_count( $code, $count );
		$this->found[ $code ]['items'][] = $example;
	}

	/**
	 * Records occurrences without examples (counted in bulk).
	 *
	 * @param string $code  One of CODES.
	 * @param int    $count How many.
	 */
	public function add_count( string $code, int $count ): void {
		if ( $count > 0 ) {
			$this->found[ $code ]['count']   = ( $this->found[ $code ]['count'] ?? 0 ) + $count;
			$this->found[ $code ]['items'] ??= array();
		}
	}

	/**
	 * How many occurrences of a code were recorded.
	 *
	 * @param string $code Code.
	 */
	public function count( string $code ): int {
		return $this->found[ $code ]['count'] ?? 0;
	}

	/**
	 * Every code with its severity, label, count and examples (codes with no occurrence included, count 0).
	 *
	 * @return array<int, array{code: string, severity: string, label: string, count: int, items: array<int, array<string, int|string>>}>
	 */
	public function to_array(): array {
		$labels = self::labels();
		$list   = array();
		foreach ( self::CODES as $code => $severity ) {
			$list[] = array(
				'code'     => $code,
				'severity' => $severity,
				'label'    => $labels[ $code ],
				'count'    => $this->count( $code ),
				'items'    => $this->found[ $code ]['items'] ?? array(),
			);
		}
		return $list;
	}

	/**
	 * How many rows will not show (sum of the blockers' counts).
	 */
	public function blocking(): int {
		$total = 0;
		foreach ( self::CODES as $code => $severity ) {
			$total += self::BLOCKER === $severity ? $this->count( $code ) : 0;
		}
		return $total;
	}
}
