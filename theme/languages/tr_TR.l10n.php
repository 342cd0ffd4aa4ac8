<?php
/**
 * Turkish translations of the Yomu theme (WordPress 6.5+ PHP translation file).
 *
 * @package Yomu
 */

return array(
	'domain'       => 'yomu',
	'language'     => 'tr_TR',
	'plural-forms' => 'nplurals=2; plural=(n > 1);',
	'messages'     => array(
		'Main menu'         => 'Ana menü',
		'Footer menu'       => 'Alt menü',
		'Skip to content'   => 'İçeriğe geç',
		'Back to top'       => 'Başa dön',
		'Go to top'         => 'Yukarı çık',
		'Nothing here yet.' => 'Burada henüz bir şey yok.',
		'The Yomu theme needs the Yomu Core plugin. Install and activate it to show manga and chapters.' => 'Yomu teması Yomu Core eklentisine ihtiyaç duyar. Mangaları ve bölümleri göstermek için eklentiyi kurup etkinleştirin.',
	),
);
