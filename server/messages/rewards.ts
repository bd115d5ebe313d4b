/** Codes of the rewards, redeeming one and validating its code at the counter. */
export const REWARD_MESSAGES = {
  reward_not_found: 'La recompensa no existe.',
  reward_points_only: 'La disponibilidad de la recompensa depende de tus puntos.',
  own_rewards_only: 'Solo puedes canjear tus propias recompensas.',
  reward_locked: 'Esta recompensa todavía no está desbloqueada: se consigue al llegar a %{cost} puntos ganados.',
  reward_already_redeemed: 'Ya has canjeado esta recompensa.',
  reward_missing_points:
    'Te falta %{smart_count} punto para canjear esta recompensa. |||| Te faltan %{smart_count} puntos para canjear esta recompensa.',
  reward_code_used: 'Este código ya se usó el %{date} a las %{time}.',
  reward_code_unknown: 'No hay ningún premio canjeado con este código. Revisa las letras y los números.',
  reward_code_malformed: 'Un código de premio tiene %{length} letras y números, por ejemplo K7MX4P.',
} as const;
