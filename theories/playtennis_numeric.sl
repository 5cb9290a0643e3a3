# A continuous-valued Temperature (Mitchell §3.7.2): ID3 considers the thresholds midway
# between adjacent sorted temperatures whose PlayTennis values differ, (48 + 60)/2 = 54 and
# (80 + 90)/2 = 85, and chooses Temperature > 54:
#   symlearn tree playtennis_numeric

domain PlayTennisNumeric {
  Temperature: integer
}

target PlayTennis: Yes | No

examples {
  T40: <40> -> No
  T48: <48> -> No
  T60: <60> -> Yes
  T72: <72> -> Yes
  T80: <80> -> Yes
  T90: <90> -> No
}

queries {
  Cold: <50>
  Mild: <70>
  Hot:  <95>
}
