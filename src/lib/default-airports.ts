import type { CountryCode } from "@/lib/countries";

/**
 * Airports suggested when the empty address field gains focus, in the order the product
 * lists them per country. Kept as literals (not derived from the server-side place index) so
 * client bundles never pull in the whole offline index; the unit tests check that every id,
 * name and address here matches `src/server/places/place-index-data.json` exactly.
 */
export interface DefaultAirport {
  readonly id: string;
  readonly name: string;
  readonly address: string;
}

export const DEFAULT_AIRPORTS: Readonly<Record<CountryCode, readonly DefaultAirport[]>> = {
  uk: [
    {
      id: "uk-lhr",
      name: "Heathrow Airport",
      address: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
    },
    {
      id: "uk-lgw",
      name: "Gatwick Airport",
      address: "Gatwick Airport (LGW), Horley, Gatwick RH6 0NP, United Kingdom",
    },
    {
      id: "uk-stn",
      name: "Stansted Airport",
      address: "Stansted Airport (STN), Stansted CM24 1QW, United Kingdom",
    },
    {
      id: "uk-ltn",
      name: "Luton Airport",
      address: "Luton Airport (LTN), Airport Way, Luton LU2 9LY, United Kingdom",
    },
    {
      id: "uk-sen",
      name: "London Southend Airport",
      address:
        "London Southend Airport (SEN), Eastwoodbury Crescent, Southend-on-Sea SS2 6YF, United Kingdom",
    },
    {
      id: "uk-lcy",
      name: "London City Airport",
      address: "London City Airport (LCY), Hartmann Rd, London E16 2PX, United Kingdom",
    },
  ],
  canada: [
    {
      id: "ca-yyz",
      name: "Toronto Pearson International Airport",
      address:
        "Toronto Pearson International Airport (YYZ), 6301 Silver Dart Dr, Mississauga, ON L5P 1B2, Canada",
    },
    {
      id: "ca-yvr",
      name: "Vancouver International Airport",
      address:
        "Vancouver International Airport (YVR), 3211 Grant McConachie Way, Richmond, BC V7B 0A4, Canada",
    },
    {
      id: "ca-yul",
      name: "Montréal-Trudeau International Airport",
      address:
        "Montréal-Trudeau International Airport (YUL), 975 Roméo-Vachon Blvd N, Dorval, QC H4Y 1H1, Canada",
    },
    {
      id: "ca-yyc",
      name: "Calgary International Airport",
      address:
        "Calgary International Airport (YYC), 2000 Airport Rd NE, Calgary, AB T2E 6W5, Canada",
    },
    {
      id: "ca-yow",
      name: "Ottawa Macdonald-Cartier International Airport",
      address:
        "Ottawa Macdonald-Cartier International Airport (YOW), 1000 Airport Pkwy Private, Ottawa, ON K1V 9B4, Canada",
    },
  ],
  america: [
    {
      id: "us-jfk",
      name: "John F. Kennedy International Airport",
      address: "John F. Kennedy International Airport (JFK), Queens, NY 11430, USA",
    },
    {
      id: "us-lax",
      name: "Los Angeles International Airport",
      address: "Los Angeles International Airport (LAX), 1 World Way, Los Angeles, CA 90045, USA",
    },
    {
      id: "us-ord",
      name: "O'Hare International Airport",
      address: "O'Hare International Airport (ORD), 10000 W O'Hare Ave, Chicago, IL 60666, USA",
    },
    {
      id: "us-mia",
      name: "Miami International Airport",
      address: "Miami International Airport (MIA), 2100 NW 42nd Ave, Miami, FL 33142, USA",
    },
    {
      id: "us-sfo",
      name: "San Francisco International Airport",
      address: "San Francisco International Airport (SFO), San Francisco, CA 94128, USA",
    },
  ],
};
