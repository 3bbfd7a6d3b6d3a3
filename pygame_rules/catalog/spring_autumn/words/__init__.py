"""Plain-language words for choices, drawn on the rules below (the economic actions; Supply and Move Units)."""
