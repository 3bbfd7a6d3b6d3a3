"""Spring and Autumn: Story of China (1-5 players, 4X). Content as data; rules engine to follow."""
