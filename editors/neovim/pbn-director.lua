-- PBN Director in Neovim 0.7 or later: the language server over stdio for *.pbn and *.lin files.
-- Put this file in ~/.config/nvim/plugin/ (or source it from init.lua). The server is the
-- `pbn-director-server` command of the npm package; PBN_DIRECTOR_SERVER may name its script instead
-- (for example a clone's bin/pbn-director-server.js, started with node).
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = { '*.pbn', '*.lin' },
  callback = function(args) vim.bo[args.buf].filetype = args.match:match('%.lin$') and 'lin' or 'pbn' end,
})

local command = vim.env.PBN_DIRECTOR_SERVER and { 'node', vim.env.PBN_DIRECTOR_SERVER } or { 'pbn-director-server' }

-- Why the server cannot start, in one line, or nil when it can.
local function missing()
  local server = vim.env.PBN_DIRECTOR_SERVER
  if server and vim.fn.filereadable(server) == 0 then return 'PBN_DIRECTOR_SERVER names ' .. server .. ', which is not a readable file (in a clone: bin/pbn-director-server.js after npm run build)' end
  if vim.fn.executable(command[1]) == 0 then
    return server and 'node is not on PATH' or 'pbn-director-server is not on PATH: install the npm package, or in a clone set PBN_DIRECTOR_SERVER to its bin/pbn-director-server.js'
  end
end

local warned = false
vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'pbn', 'lin' },
  callback = function(args)
    local why = missing()
    if why then
      if not warned then vim.notify('pbn-director: ' .. why, vim.log.levels.WARN) end
      warned = true
      return
    end
    local config = { name = 'pbn-director', cmd = command, root_dir = vim.fn.getcwd() }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config))
    end
  end,
})
