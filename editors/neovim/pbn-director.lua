-- PBN Director in Neovim 0.7 or later: the language server over stdio for *.pbn and *.lin files.
-- Put this file in ~/.config/nvim/plugin/ (or source it from init.lua). The server is the
-- `pbn-director-server` command of the npm package; PBN_DIRECTOR_SERVER may name its script instead
-- (for example a clone's bin/pbn-director-server.js, started with node).
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = { '*.pbn', '*.lin' },
  callback = function(args) vim.bo[args.buf].filetype = args.match:match('%.lin$') and 'lin' or 'pbn' end,
})

local command = vim.env.PBN_DIRECTOR_SERVER and { 'node', vim.env.PBN_DIRECTOR_SERVER } or { 'pbn-director-server' }

vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'pbn', 'lin' },
  callback = function(args)
    local config = { name = 'pbn-director', cmd = command, root_dir = vim.fn.getcwd() }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config))
    end
  end,
})
