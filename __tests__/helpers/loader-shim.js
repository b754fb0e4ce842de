// Gatsby's Link expects the page loader the runtime normally provides.
global.___loader = { enqueue: jest.fn(), hovering: jest.fn() };
