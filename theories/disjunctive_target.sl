# A target outside the conjunctive space (Mitchell §2.7.1): "Sky = Sunny or Sky = Cloudy".
# After the two positive examples S2 = {<?, Warm, Normal, Strong, Cool, Change>}; it covers the
# third, negative example, so no conjunctive hypothesis is consistent with all three and
# Candidate-Elimination ends with an empty version space.

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
  1: <Sunny,  Warm, Normal, Strong, Cool, Change> -> Yes
  2: <Cloudy, Warm, Normal, Strong, Cool, Change> -> Yes
  3: <Rainy,  Warm, Normal, Strong, Cool, Change> -> No
}

# The target itself, expressible only with disjunction (exercise 2.3's space holds it).
hypothesis target = <Sunny, ?, ?, ?, ?, ?> ∨ <Cloudy, ?, ?, ?, ?, ?>
