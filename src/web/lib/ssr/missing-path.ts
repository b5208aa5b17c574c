import { createContext, useContext } from 'react';

/**
 * The address the server answered with the not-found page although it has a route (an
 * unknown order token or reference, decision 065), so that the layout names the document
 * as the not-found page too.
 */
export const MissingPathContext = createContext<string | undefined>(undefined);

export const useMissingPath = () => useContext(MissingPathContext);
