# EnjoySport (Mitchell, Machine Learning, Table 2.1; the new instances of Table 2.6).
# Days on which Aldo enjoys his favourite water sport.

domain EnjoySport {
  Sky: Sunny | Cloudy | Rainy
  AirTemp: Warm | Cold
  Humidity: Normal | High
  Wind: Strong | Weak
  Water: Warm | Cool
  Forecast: Same | Change
}

target EnjoySport: Yes | No
hypotheses: conjunctive

examples {
  1: <Sunny, Warm, Normal, Strong, Warm, Same>   -> Yes
  2: <Sunny, Warm, High,   Strong, Warm, Same>   -> Yes
  3: <Rainy, Cold, High,   Strong, Warm, Change> -> No
  4: <Sunny, Warm, High,   Strong, Cool, Change> -> Yes
}

# Table 2.6 writes Wind = Light; it is the value Weak.
queries {
  A: <Sunny, Warm, Normal, Strong, Cool, Change>
  B: <Rainy, Cold, Normal, Weak,   Warm, Same>
  C: <Sunny, Warm, Normal, Weak,   Warm, Same>
  D: <Sunny, Cold, Normal, Strong, Warm, Same>
}

# The final Find-S hypothesis (§2.4).
hypothesis h4 = <Sunny, Warm, ?, Strong, ?, ?>
