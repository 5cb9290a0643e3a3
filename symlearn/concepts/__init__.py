"""The concept model: attributes, instance spaces, hypotheses and hypothesis spaces."""
