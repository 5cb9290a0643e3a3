# Pairs of people who live in the same house (Mitchell exercise 2.5). Each person is described
# by sex, hair colour, height and nationality; a hypothesis is a pair of 4-tuples such as
# <<male, ?, tall, ?>, <female, ?, ?, Japanese>>.

domain Pairs {
  first {
    Sex: male | female
    Hair: black | brown | blonde
    Height: tall | medium | short
    Nationality: US | French | German | Irish | Indian | Japanese | Portuguese
  }
  second {
    Sex: male | female
    Hair: black | brown | blonde
    Height: tall | medium | short
    Nationality: US | French | German | Irish | Indian | Japanese | Portuguese
  }
}

target SameHouse: Yes | No
hypotheses: conjunctive

# (a) the training sequence to trace.
examples {
  1: <<male, brown, tall, US>, <female, black, short, US>> -> Yes
  2: <<male, brown, short, French>, <female, black, short, US>> -> Yes
  3: <<female, brown, tall, German>, <female, black, short, Indian>> -> No
  4: <<male, brown, tall, Irish>, <female, brown, short, Irish>> -> Yes
}

# A target consistent with the four examples, to answer queries:
#   symlearn query pairs --target male_first
hypothesis male_first = <<male, ?, ?, ?>, <?, ?, ?, ?>>

# (b) the single positive example of parts (b) and (c), written as the hypothesis covering it.
hypothesis part_b = <<male, black, short, Portuguese>, <female, blonde, tall, Indian>>

# The example hypothesis of the exercise text.
hypothesis tall_male_and_japanese_female = <<male, ?, tall, ?>, <female, ?, ?, Japanese>>
