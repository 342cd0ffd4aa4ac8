<?php
/**
 * Turkish translations of Yomu Core (WordPress 6.5+ PHP translation file).
 *
 * @package Yomu\Core
 */

return array(
	'domain'       => 'yomu-core',
	'language'     => 'tr_TR',
	'plural-forms' => 'nplurals=2; plural=(n > 1);',
	'messages'     => array(
		'User Settings'          => 'Kullanıcı Ayarları',
		'Logout'                 => 'Çıkış Yap',
		'Sign in'                => 'Giriş Yap',
		'Sign up'                => 'Kayıt Ol',
		'You are not signed in.' => 'Giriş yapmadınız.',
	),
);
