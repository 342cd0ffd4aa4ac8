<?php
/**
 * What a captcha provider gives the account forms: a widget and a server-side check of its answer.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Captcha;

/**
 * One implementation per provider (Turnstile, the test provider). The client side lives in src/lib/captcha.ts,
 * keyed by id().
 */
interface Provider {

	/**
	 * The provider's id, as the client knows it (data-provider).
	 */
	public function id(): string;

	/**
	 * The request field that carries the widget's answer.
	 */
	public function field(): string;

	/**
	 * Extra attributes (name => value) and inner HTML (escaped) of the widget's container.
	 *
	 * @return array{0: array<string, string>, 1: string}
	 */
	public function widget(): array;

	/**
	 * Whether the answer is a valid, unused solution.
	 *
	 * @param string $response  The widget's answer.
	 * @param string $remote_ip The client's address ('' when unknown).
	 */
	public function verify( string $response, string $remote_ip ): bool;
}
