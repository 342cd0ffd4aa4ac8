<?php
/**
 * The answer of the access policy: allowed, or refused with the reason a surface shows or maps to its own error
 * (a 404 for a hidden manga, the password form, the adult confirmation, the purchase offer).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Access;

/**
 * Immutable decision.
 */
final class Decision {

	public const ALLOWED  = '';
	public const HIDDEN   = 'hidden';
	public const PASSWORD = 'password';
	public const ADULT    = 'adult';
	public const PREMIUM  = 'premium';

	/**
	 * Builds a decision.
	 *
	 * @param string $reason  ALLOWED or the refusal's reason.
	 * @param string $message What the visitor is told ('' when allowed).
	 * @param int    $price   The chapter's price in points (premium refusals).
	 */
	private function __construct( public readonly string $reason, public readonly string $message = '', public readonly int $price = 0 ) {}

	/**
	 * Allowed.
	 */
	public static function allow(): self {
		return new self( self::ALLOWED );
	}

	/**
	 * Refused.
	 *
	 * @param string $reason  Reason constant.
	 * @param string $message What the visitor is told.
	 * @param int    $price   Price in points (premium).
	 */
	public static function refuse( string $reason, string $message, int $price = 0 ): self {
		return new self( $reason, $message, $price );
	}

	/**
	 * Whether the visitor may go on.
	 */
	public function allowed(): bool {
		return self::ALLOWED === $this->reason;
	}
}
