import { useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * "Autour de moi": the browser's position, asked only when the person clicks, kept in the page (never
 * in the address or on the server). Four decimals (about 10 m) are plenty to sort salons.
 */
export function useNearMe() {
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem('Votre navigateur ne donne pas votre position : choisissez plutôt une ville.');
      return;
    }
    setLocating(true);
    setProblem('');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? 'Position refusée : autorisez-la dans votre navigateur, ou choisissez une ville.'
            : "Votre position n'a pas pu être trouvée : choisissez plutôt une ville.",
        );
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return {
    position,
    locating,
    problem,
    locate,
    clear: () => {
      setPosition(null);
      setProblem('');
    },
  };
}
