# PlayTennis (Mitchell, Machine Learning, Table 3.2): days on which tennis was played.
# ID3 learns the tree of Fig. 3.1 from these fourteen days:
#   symlearn tree playtennis

domain PlayTennis {
  Outlook: Sunny | Overcast | Rain
  Temperature: Hot | Mild | Cool
  Humidity: High | Normal
  Wind: Strong | Weak
}

target PlayTennis: Yes | No

examples {
  D1:  <Sunny,    Hot,  High,   Weak>   -> No
  D2:  <Sunny,    Hot,  High,   Strong> -> No
  D3:  <Overcast, Hot,  High,   Weak>   -> Yes
  D4:  <Rain,     Mild, High,   Weak>   -> Yes
  D5:  <Rain,     Cool, Normal, Weak>   -> Yes
  D6:  <Rain,     Cool, Normal, Strong> -> No
  D7:  <Overcast, Cool, Normal, Strong> -> Yes
  D8:  <Sunny,    Mild, High,   Weak>   -> No
  D9:  <Sunny,    Cool, Normal, Weak>   -> Yes
  D10: <Rain,     Mild, Normal, Weak>   -> Yes
  D11: <Sunny,    Mild, Normal, Strong> -> Yes
  D12: <Overcast, Mild, High,   Strong> -> Yes
  D13: <Overcast, Hot,  Normal, Weak>   -> Yes
  D14: <Rain,     Mild, High,   Strong> -> No
}

# The instance classified in §3.2.
queries {
  Q: <Sunny, Hot, High, Strong>
}
