<?php
/**
 * A stand-in for WordPress's Arabic core language pack on offline development sites, so ar can be the site
 * language and WordPress reports a right-to-left text direction (is_rtl()). A real site installs the full pack.
 *
 * @package Yomu
 */

return array(
	'language'     => 'ar',
	'plural-forms' => 'nplurals=6; plural=(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5);',
	'messages'     => array(
		"text direction\4ltr" => 'rtl',
		'Search'              => 'بحث',
		'Log In'              => 'تسجيل الدخول',
		'Log Out'             => 'تسجيل الخروج',
		'Username'            => 'اسم المستخدم',
		'Password'            => 'كلمة المرور',
		'Comments'            => 'التعليقات',
		'Leave a Reply'       => 'اترك رداً',
		'Post Comment'        => 'أرسل التعليق',
		'Page not found'      => 'الصفحة غير موجودة',
		'Next'                => 'التالي',
		'Previous'            => 'السابق',
	),
);
