"""Spring and Autumn: Story of China — content designed; the rules engine lands in a later step. Not registered in the catalog yet."""
