<?php
/**
 * A stand-in for WordPress's Turkish core language pack on offline development sites, so tr_TR can be the
 * site language (WordPress offers only installed languages). A real site installs the full pack instead.
 *
 * @package Yomu
 */

return array(
	'language'     => 'tr_TR',
	'plural-forms' => 'nplurals=2; plural=(n > 1);',
	'messages'     => array(
		'Search'         => 'Ara',
		'Log In'         => 'Giriş yap',
		'Log Out'        => 'Çıkış yap',
		'Username'       => 'Kullanıcı adı',
		'Password'       => 'Parola',
		'Comments'       => 'Yorumlar',
		'Leave a Reply'  => 'Bir yanıt yazın',
		'Post Comment'   => 'Yorum gönder',
		'Page not found' => 'Sayfa bulunamadı',
		'Next'           => 'Sonraki',
		'Previous'       => 'Önceki',
	),
);
