/* global window, document, HTMLFormElement */
/**
 * Manga edit screen: small enhancements of the "Volumes and chapters" forms, which work without it.
 * - copies the visual editor's text into its textarea before a chapter form is sent;
 * - asks before destructive buttons (data-yomu-confirm);
 * - stops double submits and shows progress on upload buttons (data-yomu-busy).
 */
( function () {
	'use strict';

	var strings = window.yomuMangaEdit || { uploading: 'Uploading…', saving: 'Saving…' };

	document.addEventListener(
		'submit',
		function ( event ) {
			var form = event.target;
			if ( ! ( form instanceof HTMLFormElement ) || ! form.classList.contains( 'yomu-form' ) ) {
				return;
			}
			var button = event.submitter;
			var question = button && button.getAttribute( 'data-yomu-confirm' );
			if ( question && ! window.confirm( question ) ) {
				event.preventDefault();
				return;
			}
			if ( form.getAttribute( 'data-yomu-sent' ) === '1' ) {
				event.preventDefault();
				return;
			}
			if ( window.tinymce && typeof window.tinymce.triggerSave === 'function' ) {
				window.tinymce.triggerSave();
			}
			form.setAttribute( 'data-yomu-sent', '1' );
			if ( button && button.hasAttribute( 'data-yomu-busy' ) ) {
				button.textContent = form.getAttribute( 'enctype' ) === 'multipart/form-data' ? strings.uploading : strings.saving;
				button.setAttribute( 'aria-busy', 'true' );
			}
		},
		true
	);

	// A page restored from the back/forward cache must accept a new submit.
	window.addEventListener( 'pageshow', function () {
		document.querySelectorAll( 'form.yomu-form[data-yomu-sent]' ).forEach( function ( form ) {
			form.removeAttribute( 'data-yomu-sent' );
		} );
	} );
}() );
