/* global window, document, crypto, HTMLFormElement */
/**
 * wp-login.php captcha: runs the widget printed by Yomu\Core\Captcha\LoginForms in the login, registration and
 * lost-password forms. The answer goes into the container's hidden field (data-field) and the form's submit
 * button stays disabled until there is one (SPEC §Captcha); it is disabled again when the answer expires or the
 * widget fails. Providers: "test" (a checkbox that makes a fresh token, only on test sites) and "turnstile".
 */
( function () {
	'use strict';

	var settings = window.yomuLoginCaptcha || { turnstile: '', failed: '' };
	var loading = null;

	function hex( bytes ) {
		return Array.prototype.map.call( bytes, function ( b ) {
			return ( '0' + b.toString( 16 ) ).slice( -2 );
		} ).join( '' );
	}

	function loadTurnstile() {
		if ( window.turnstile ) {
			return Promise.resolve( window.turnstile );
		}
		if ( ! loading ) {
			loading = new Promise( function ( resolve, reject ) {
				var script = document.createElement( 'script' );
				script.src = settings.turnstile;
				script.async = true;
				script.addEventListener( 'load', function () {
					return window.turnstile ? resolve( window.turnstile ) : reject( new Error( 'turnstile missing' ) );
				} );
				script.addEventListener( 'error', function () {
					loading = null;
					reject( new Error( 'turnstile script failed' ) );
				} );
				document.head.appendChild( script );
			} );
		}
		return loading;
	}

	function wire( container ) {
		var form = container.closest( 'form' );
		var field = container.querySelector( 'input[type="hidden"]' );
		if ( ! ( form instanceof HTMLFormElement ) || ! field ) {
			return;
		}
		var buttons = form.querySelectorAll( 'input[type="submit"], button[type="submit"]' );
		var timer = 0;

		function answer( token ) {
			field.value = token;
			Array.prototype.forEach.call( buttons, function ( button ) {
				button.disabled = '' === token;
			} );
		}
		answer( '' );

		if ( 'test' === container.dataset.provider ) {
			var box = container.querySelector( '.yomu-test-captcha__box' );
			var lifetime = Math.max( 1, Number( container.dataset.expires ) || 120 ) * 1000;
			if ( ! box ) {
				return;
			}
			box.checked = false;
			box.addEventListener( 'change', function () {
				window.clearTimeout( timer );
				if ( ! box.checked ) {
					answer( '' );
					return;
				}
				answer( 'pass-' + hex( crypto.getRandomValues( new Uint8Array( 8 ) ) ) );
				timer = window.setTimeout( function () {
					box.checked = false;
					answer( '' );
				}, lifetime );
			} );
			return;
		}

		if ( 'turnstile' === container.dataset.provider ) {
			var slot = document.createElement( 'div' );
			container.insertBefore( slot, field );
			loadTurnstile().then(
				function ( api ) {
					api.render( slot, {
						sitekey: container.dataset.sitekey,
						callback: answer,
						'expired-callback': function () {
							answer( '' );
						},
						'timeout-callback': function () {
							answer( '' );
						},
						'error-callback': function () {
							answer( '' );
							return true;
						},
						'response-field': false,
					} );
				},
				function () {
					var note = document.createElement( 'p' );
					note.className = 'yomu-login-captcha__failed';
					note.setAttribute( 'role', 'alert' );
					note.textContent = settings.failed;
					container.appendChild( note );
				}
			);
		}
	}

	Array.prototype.forEach.call( document.querySelectorAll( '.yomu-login-captcha [data-captcha]' ), wire );
}() );
